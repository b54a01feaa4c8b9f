/**
 * The browser hydrates HTML that was rendered at build time. These tests hold
 * that hydration adopts the server's page as it is: the same text, no lost or
 * doubled nodes, no errors, and the interactive parts working.
 */
import {expect, hydrated, test} from './fixtures';

/** Pages of every layout: home, docs (latest, archived, client), blog list, a post, a plain page. */
const PAGES = [
  '/',
  '/server/intro',
  '/server/subscriptions',
  '/server/0.20/subscriptions',
  '/client/intro',
  '/blog',
  '/blog/2024/12/19/ariadne-0-24',
  '/community',
];

for (const path of PAGES) {
  test(`hydrating ${path} keeps the server's text and raises no error`, async ({page, pageErrors, consoleErrors}) => {
    const serverHtml = await (await page.request.get(path)).text();
    await page.goto(path);
    await hydrated(page);
    const {server, client} = await page.evaluate((html) => {
      const text = (root: Element | null) => (root?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      return {server: text(parsed.querySelector('main')), client: text(document.querySelector('main'))};
    }, serverHtml);
    expect(server.length, path).toBeGreaterThan(100);
    expect(client).toBe(server);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('nav.navbar').count()).toBe(1);
    expect(await page.locator('footer.footer').count()).toBe(1);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a page whose address differs from its HTML (the search page) shows what the address asks for after hydration', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/search?q=enum');
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Search results for "enum"');
  await expect(page.locator('h1')).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test('state, events and portals work after hydration: sidebar categories collapse, the search modal opens and takes input', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/server/intro');
  await hydrated(page);
  const category = page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible').first();
  const list = category.locator('xpath=following-sibling::ul');
  await expect(list).toBeVisible();
  await category.locator('a, button').first().click();
  await expect(category.locator('xpath=..')).toHaveClass(/menu__list-item--collapsed/);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.pressSequentially('subscr');
  await expect(input).toHaveValue('subscr');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("the browser's JavaScript carries the theme's labels without their translator descriptions", async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  for (const path of ['/server/intro', '/blog/2024/12/19/ariadne-0-24']) {
    await page.goto(path);
    await hydrated(page);
  }
  const bodies = await Promise.all(scripts);
  const labels = bodies.flatMap((body) => body.match(/\{(?:message:"[^"]*",)?id:"theme\.[^{}]*\}/g) ?? []);
  // The labels are there (the admonitions', the pagination's, the skip link's), each without a description.
  expect(labels.length).toBeGreaterThan(10);
  expect(labels.filter((label) => label.includes('description:'))).toEqual([]);
  // A page's own description, which is no translation, is kept.
  expect(bodies.some((body) => body.includes('description:"Ariadne 0.24 '))).toBe(true);
});
