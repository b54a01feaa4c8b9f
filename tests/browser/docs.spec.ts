/** SPEC §2 docs pages: breadcrumbs, table of contents, heading links, version banners, pages outside the sidebar. */
import {expect, hydrated, test} from './fixtures';

test('doc pages have breadcrumbs down to the page', async ({page}) => {
  await page.goto('/server/subscriptions');
  const crumbs = page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');
  await expect(crumbs.last()).toHaveText('Subscriptions');
  await expect(crumbs.nth(1)).toHaveText('Docs');
});

test('the table of contents lists the h2 and h3 headings, and only those', async ({page}) => {
  for (const path of ['/server/api-reference', '/server/subscriptions', '/client/configuration']) {
    await page.goto(path);
    const tocTargets = await page
      .locator('.theme-doc-toc-desktop a.table-of-contents__link')
      .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '').slice(1)));
    const headings = await page
      .locator('article .markdown')
      .evaluate((root) =>
        [...root.querySelectorAll('h2[id], h3[id], h4[id], h5[id]')].map((h) => ({id: h.id, level: h.tagName})),
      );
    expect(tocTargets.length, path).toBeGreaterThan(0);
    expect(tocTargets, path).toEqual(headings.filter((h) => h.level === 'H2' || h.level === 'H3').map((h) => h.id));
  }
});

test('every heading anchor is titled "Direct link to {heading}"', async ({page}) => {
  await page.goto('/server/resolvers');
  const anchors = await page.locator('article .markdown .hash-link').evaluateAll((links) =>
    links.map((link) => ({
      title: link.getAttribute('title'),
      heading: (link.parentElement?.textContent ?? '').replace(/\u200b/g, '').trim(),
    })),
  );
  expect(anchors.length).toBeGreaterThan(3);
  for (const {title, heading} of anchors) expect(title).toBe(`Direct link to ${heading}`);
});

test('older versions carry the unmaintained banner linking to the latest version of the page', async ({page}) => {
  await page.goto('/server/0.20/subscriptions');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', '/server/subscriptions');
  await page.goto('/server/next/subscriptions');
  await expect(page.locator('.theme-doc-version-banner')).toContainText('unreleased');
  await page.goto('/server/subscriptions');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('graphql-relay is a page outside the sidebar', async ({page}) => {
  await page.goto('/server/graphql-relay');
  await expect(page.locator('h1')).toHaveText('GraphQL Relay');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

test('code blocks keep their highlighted lines through hydration, copy their code, and are highlighted after client-side navigation', async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/server/subscriptions');
  await hydrated(page);
  const blocks = page.locator('article pre.prism-code');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(3);
  // Every block still has its highlighted lines once the app has taken over the page.
  for (let index = 0; index < count; index += 1) {
    await expect(blocks.nth(index).locator('.token-line').first()).toBeAttached();
    await expect(blocks.nth(index).locator('.token').first()).toBeAttached();
  }

  // Lines carry no style of their own, and the text in the block's plain colour (punctuation and operators with it)
  // is the lines' own text, with no element: both take the block's colour; keywords keep theirs.
  const colours = await blocks.first().evaluate((pre) => {
    const colourOf = (selector: string) => {
      const element = pre.querySelector(selector);
      return element ? {style: element.getAttribute('style'), colour: getComputedStyle(element).color} : null;
    };
    return {
      block: getComputedStyle(pre).color,
      line: colourOf('.token-line'),
      plainText: [...pre.querySelectorAll('.token-line')].some((line) =>
        [...line.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /[(),:]/.test(node.textContent ?? '')),
      ),
      plainElements: pre.querySelectorAll('.token.plain:not(:empty), .token.punctuation').length,
      keyword: colourOf('.token.keyword'),
    };
  });
  expect(colours.line).toEqual({style: null, colour: colours.block});
  expect(colours.plainText).toBe(true);
  expect(colours.plainElements).toBe(0);
  expect(colours.keyword?.style).toMatch(/^color:/);
  expect(colours.keyword?.colour).not.toBe(colours.block);

  // The highlighter (Prism, which sets a global) is not part of the first visit...
  const hasPrism = () => page.evaluate(() => 'Prism' in window);
  expect(await hasPrism()).toBe(false);

  const first = page.locator('article .theme-code-block').first();
  await first.hover();
  await first.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe((await blocks.first().innerText()).trim());
  expect(copied.length).toBeGreaterThan(20);

  // ...and arrives once the reader points at a link of the site.
  const next = page.locator('.theme-doc-sidebar-menu a[href="/server/resolvers"]');
  await next.hover();
  await expect.poll(hasPrism).toBe(true);
  await next.click();
  await expect(page).toHaveURL(/\/server\/resolvers$/);
  await expect(page.locator('article pre.prism-code .token').first()).toBeAttached();
  await expect(page.locator('article pre.prism-code code:empty')).toHaveCount(0);
  expect(consoleErrors.filter((text) => !text.includes('net::ERR'))).toEqual([]);
});
