/**
 * A first visit to a docs page or a post keeps the server's HTML of the
 * content and does not load the content's code (plugins/deferred-content,
 * src/components/DeferredMarkdown); the kept content still works, and the
 * content is rendered when something in it needs the page's code.
 */
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/**
 * Counts the scripts the page loads that carry the code blocks' components
 * (the copy button's label), which only the content's body needs on a docs page.
 */
function recordCodeBlockScripts(page: Page): () => Promise<number> {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(texts)).filter((text) => text.includes('copyButtonAriaLabel')).length;
}

/** The text (without the labels of buttons, which only the browser renders) and highlighted code of the page's content. */
function contentOf(page: Page) {
  return page
    .locator('article .markdown')
    .first()
    .evaluate((box) => {
      const copy = box.cloneNode(true) as HTMLElement;
      for (const button of copy.querySelectorAll('button')) button.remove();
      return {
        text: (copy.textContent ?? '').replace(/\s+/g, ' ').trim(),
        code: [...box.querySelectorAll('pre > code')].map((code) => code.innerHTML),
        buttons: box.querySelectorAll('.theme-code-block button').length,
      };
    });
}

test('a first visit keeps the content as the server rendered it, without its code', async ({page, consoleErrors}) => {
  const codeBlockScripts = recordCodeBlockScripts(page);
  await page.goto('/server/subscriptions');
  await hydrated(page);
  // The content's shared components (code blocks, MDX components) are not loaded...
  expect(await codeBlockScripts()).toBe(0);
  const kept = await contentOf(page);
  expect(kept.text).toContain('A subscription is a GraphQL operation');
  expect(kept.code.length).toBeGreaterThan(3);
  expect(kept.code[0]).toContain('class="token');
  // ...so the code blocks have no buttons yet: only the browser renders them.
  expect(kept.buttons).toBe(0);

  // Pointing at a code block renders the content: the same text, the same highlighted lines, and the buttons.
  await page.locator('article .theme-code-block').first().hover();
  await expect(
    page.locator('article .theme-code-block').first().getByRole('button', {name: 'Copy code to clipboard'}),
  ).toBeVisible();
  expect(await codeBlockScripts()).toBe(1);
  const rendered = await contentOf(page);
  expect(rendered.text).toBe(kept.text);
  expect(rendered.code).toEqual(kept.code);
  expect(rendered.buttons).toBeGreaterThanOrEqual(kept.code.length);
  expect(await page.evaluate(() => 'Prism' in window)).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test('a code block reached with the keyboard keeps the focus when the content is rendered', async ({page}) => {
  await page.goto('/server/subscriptions');
  await hydrated(page);
  const index = await page
    .locator('article .markdown pre')
    .first()
    .evaluate((pre) => {
      (pre as HTMLElement).focus();
      return [...document.querySelectorAll('article .markdown pre')].indexOf(pre);
    });
  await expect(page.locator('article .theme-code-block button').first()).toBeAttached();
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('article .markdown pre')].indexOf(document.activeElement as Element),
    ),
  ).toBe(index);
});

test("a link in the kept content opens its page in the client router, whole, and the first page's content comes back", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/server/subscriptions');
  await hydrated(page);
  const first = await contentOf(page);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  const link = page.locator('article .markdown a[href="/server/asgi-handlers-reference#graphqlwshandler"]').first();
  await expect(link).toBeAttached();
  await link.click();
  await expect(page).toHaveURL(/\/server\/asgi-handlers-reference#graphqlwshandler$/);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  // The new page shows whole at once: its title and text as the server renders them, its code highlighted.
  const serverHtml = await (await page.request.get('/server/asgi-handlers-reference')).text();
  const server = await page.evaluate((html) => {
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const box = parsed.querySelector('article .markdown');
    return {
      title: parsed.querySelector('article h1')?.textContent ?? '',
      text: (box?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    };
  }, serverHtml);
  await expect(page.locator('article h1')).toHaveText(server.title);
  const next = await contentOf(page);
  expect(next.text).toBe(server.text);
  // ...and scrolled to the anchor the link named.
  expect(
    await page.locator('#graphqlwshandler').evaluate((heading) => Math.round(heading.getBoundingClientRect().top)),
  ).toBeLessThan(200);
  await expect(page.locator('article pre.prism-code .token').first()).toBeAttached();

  await page.goBack();
  await expect(page).toHaveURL(/\/server\/subscriptions$/);
  const back = await contentOf(page);
  expect(back.text).toBe(first.text);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a link clicked before the engine marks the page hydrated opens its page whole, at its anchor', async ({
  page,
  consoleErrors,
}) => {
  type Seen = {top: number; actions: number};
  type Win = {hydratedMarkHeld?: boolean; sameDocument?: boolean; firstSeen?: Seen};
  // The engine marks <html data-has-hydrated> from an effect, a frame or more after hydrating: on a slow phone a
  // reader can click in between. Here the mark never comes, so the click is sure to land in that gap.
  await page.addInitScript(() => {
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (this === document.documentElement && name === 'data-has-hydrated') {
        (window as unknown as Win).hydratedMarkHeld = true;
        return;
      }
      setAttribute.call(this, name, value);
    };
  });
  await page.goto('/server/resolvers');
  await page.waitForFunction(() => (window as unknown as Win).hydratedMarkHeld === true);
  // Where the anchor is, and whether the page's actions are there, when the new page first shows its content.
  await page.evaluate(() => {
    const win = window as unknown as Win;
    win.sameDocument = true;
    const observer = new MutationObserver(() => {
      const heading = document.getElementById('make_executable_schema');
      if (!heading) return;
      observer.disconnect();
      const box = document.querySelector('article .theme-doc-markdown')?.previousElementSibling;
      win.firstSeen = {
        top: Math.round(heading.getBoundingClientRect().top),
        actions: box?.querySelectorAll('a, button').length ?? 0,
      };
    });
    observer.observe(document.body, {childList: true, subtree: true});
  });
  const link = page.locator('article a:has(> code)', {hasText: /^make_executable_schema(\(\))?$/}).first();
  await link.click();
  await expect(page).toHaveURL(/\/server\/api-reference#make_executable_schema$/);
  await expect(page.locator('#make_executable_schema')).toBeInViewport();
  const seen = await page.evaluate(() => {
    const win = window as unknown as Win;
    return {sameDocument: win.sameDocument, firstSeen: win.firstSeen};
  });
  expect(seen.sameDocument).toBe(true);
  // Shown whole: the content under the anchor, and above it the page's actions, which would otherwise
  // arrive a moment later and push the anchor down.
  expect(seen.firstSeen?.actions).toBeGreaterThan(0);
  expect(seen.firstSeen?.top).toBeLessThan(200);
  expect(
    await page
      .locator('#make_executable_schema')
      .evaluate((heading) => Math.round(heading.getBoundingClientRect().top)),
  ).toBe(seen.firstSeen?.top);
  expect(consoleErrors).toEqual([]);
});

test('a link pressed while the content arrives still opens its page', async ({page}) => {
  await page.goto('/server/subscriptions');
  await hydrated(page);
  // Scripts asked for from now on are held until the link is pressed.
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held: Promise<unknown>[] = [];
  await page.route('**/assets/js/**', async (route) => {
    await gate;
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') held.push(request.response());
  });
  // Pointing at a code block asks for the content's code...
  await page.locator('article .theme-code-block').first().hover();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const link = page.locator('article .markdown a[href="/server/asgi-handlers-reference#graphqlwshandler"]').first();
  await link.scrollIntoViewIfNeeded();
  // The middle of the link's first line (a link wrapped over two lines has a box wider than itself).
  const point = await link.evaluate((element) => {
    const rect = element.getClientRects()[0];
    return {x: rect.left + rect.width / 2, y: rect.top + rect.height / 2};
  });
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  // ...which arrives while the link is pressed.
  open();
  await Promise.all(held);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.mouse.up();
  await expect(page).toHaveURL(/\/server\/asgi-handlers-reference#graphqlwshandler$/);
  await expect(page.locator('article h1')).toHaveText(/ASGI handlers/i);
});

test('a link in the kept content with a modifier, to another site or to a file is left to the browser', async ({
  page,
}) => {
  await page.goto('/server/subscriptions');
  await hydrated(page);
  // What the kept content's click handler decided for each: recorded after every other handler has run.
  const outcomes = await page.evaluate(() => {
    const box = document.querySelector('article .markdown') as HTMLElement;
    const results: Record<string, boolean> = {};
    const tryClick = (name: string, href: string, init: MouseEventInit = {}) => {
      const link = document.createElement('a');
      link.href = href;
      box.append(link);
      const event = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0, ...init});
      // Stop the browser from following it: only whether the page's handler took it matters.
      window.addEventListener('click', (e) => e.preventDefault(), {once: true});
      const before = window.location.pathname;
      link.dispatchEvent(event);
      results[name] = window.location.pathname !== before;
      link.remove();
      if (results[name]) window.history.back();
    };
    tryClick('ctrl', '/server/dataloaders', {ctrlKey: true});
    tryClick('external', 'https://example.com/server/dataloaders');
    tryClick('file', '/server/dataloaders.md');
    return results;
  });
  expect(outcomes).toEqual({ctrl: false, external: false, file: false});
});

test('the posts of a blog list keep their content too', async ({page}) => {
  const codeBlockScripts = recordCodeBlockScripts(page);
  await page.goto('/blog');
  await hydrated(page);
  expect(await codeBlockScripts()).toBe(0);
  const serverHtml = await (await page.request.get('/blog')).text();
  const texts = await page.evaluate((html) => {
    const text = (root: ParentNode) =>
      [...root.querySelectorAll('article .markdown')].map((box) => (box.textContent ?? '').replace(/\s+/g, ' ').trim());
    return {server: text(new DOMParser().parseFromString(html, 'text/html')), client: text(document)};
  }, serverHtml);
  expect(texts.client.length).toBeGreaterThan(3);
  expect(texts.client).toEqual(texts.server);
});
