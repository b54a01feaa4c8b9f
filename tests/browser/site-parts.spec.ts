/**
 * The merged site (src/site/parts.ts): the archived server versions are
 * served by their own part. Links across the two parts load the page from
 * the server; links within a part stay in the client router.
 */
import {test, expect, hydrated} from './fixtures';
import type {Page} from '@playwright/test';

/** Marks the current document; the mark survives client-side navigation only. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {documentMark?: number}).documentMark = 1));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {documentMark?: number}).documentMark === 1);

test('the version dropdown leads from the latest docs to an archived version and back', async ({page, pageErrors}) => {
  await page.goto('/server/subscriptions');
  await hydrated(page);
  await markDocument(page);
  const dropdown = page.locator('nav.navbar .dropdown').filter({hasText: '0.25'}).first();
  await dropdown.hover();
  await dropdown.getByRole('link', {name: '0.21', exact: true}).click();
  await expect(page).toHaveURL(/\/server\/0\.21\/subscriptions$/);
  await expect(page.locator('h1')).toHaveText('Subscriptions');
  await expect(page.locator('.theme-doc-version-banner')).toContainText('no longer actively maintained');
  expect(await sameDocument(page)).toBe(false);
  await hydrated(page);

  // Back to the latest release through the banner's link.
  await markDocument(page);
  await page.locator('.theme-doc-version-banner').getByRole('link').click();
  await expect(page).toHaveURL(/\/server\/subscriptions$/);
  await expect(page.locator('h1')).toHaveText('Subscriptions');
  expect(await sameDocument(page)).toBe(false);
  expect(pageErrors).toEqual([]);
});

test('within an archived version, links stay in the client router', async ({page, pageErrors}) => {
  await page.goto('/server/0.20/intro');
  await hydrated(page);
  await markDocument(page);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Resolvers', exact: true}).click();
  await expect(page).toHaveURL(/\/server\/0\.20\/resolvers$/);
  await expect(page.locator('h1')).toHaveText('Resolvers');
  expect(await sameDocument(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});

for (const [name, url, heading] of [
  ['Blog', /\/blog$/, 'Blog'],
  ['Client', /\/client\/intro$/, 'Introduction'],
] as const) {
  test(`from an archived page, the navbar's ${name} link reaches its page`, async ({page, pageErrors}) => {
    await page.goto('/server/0.12.0/intro');
    await hydrated(page);
    await page.locator('nav.navbar').getByRole('link', {name, exact: true}).first().click();
    await expect(page).toHaveURL(url);
    await expect(page.locator('h1').first()).toHaveText(heading);
    await expect(page.getByText('Page not found')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

test('from an archived page, the navbar brand reaches home', async ({page, pageErrors}) => {
  await page.goto('/server/0.12.0/intro');
  await hydrated(page);
  await page.locator('nav.navbar a.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('the search page finds pages of an archived version and opens them', async ({page, pageErrors}) => {
  await page.goto('/search?q=resolvers');
  await hydrated(page);
  const select = page.getByLabel('Server docs version to search');
  await select.selectOption('0.19');
  const result = page.locator('article h2 a').first();
  await expect(result).toHaveAttribute('href', /\/server\/0\.19\//);
  await result.click();
  await expect(page).toHaveURL(/\/server\/0\.19\//);
  await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('an unknown path under an archived version shows the not-found page, once', async ({page, pageErrors}) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  const response = await page.goto('/server/0.20/no-such-page');
  expect(response?.status()).toBe(404);
  await markDocument(page);
  // Hydrated and the network quiet: a reload sent by the part switch would have started by now.
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Page not found');
  expect(await sameDocument(page)).toBe(true);
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/server\/0\.20\/no-such-page$/);
  expect(pageErrors).toEqual([]);
});

/** Whether a script holds a route table entry for `path`: the generated `ComponentCreator(path, hash)` call. */
const routeOf = (path: string) => new RegExp(`\\("${path.replace(/[./]/g, '\\$&')}","[0-9a-f]+"\\)`);

/** Records the scripts a page loads; `loaded(path)` tells whether one of them holds the route of `path`. */
function routeTables(page: Page): {loaded: (path: string) => Promise<boolean>} {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return {loaded: async (path) => (await Promise.all(scripts)).some((text) => routeOf(path).test(text))};
}

test("an archived page loads its own version's routes only; the dropdown to another archived version loads that version's in the client router", async ({
  page,
  pageErrors,
}) => {
  const routes = routeTables(page);
  await page.goto('/server/0.20/intro');
  await hydrated(page);
  expect(await routes.loaded('/server/0.20/resolvers')).toBe(true);
  expect(await routes.loaded('/server/0.19/resolvers')).toBe(false);
  expect(await routes.loaded('/server/next/resolvers')).toBe(false);

  await markDocument(page);
  const dropdown = page.locator('nav.navbar .dropdown').filter({hasText: '0.20'}).first();
  await dropdown.hover();
  await dropdown.getByRole('link', {name: '0.19', exact: true}).click();
  await expect(page).toHaveURL(/\/server\/0\.19\/intro$/);
  await expect(page.locator('.theme-doc-version-banner')).toContainText('0.19');
  await expect(page.getByText('Page not found')).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  expect(await routes.loaded('/server/0.19/resolvers')).toBe(true);

  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Resolvers', exact: true}).click();
  await expect(page).toHaveURL(/\/server\/0\.19\/resolvers$/);
  await expect(page.locator('h1')).toHaveText('Resolvers');
  expect(await sameDocument(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test("a docs page loads none of the blog's routes; the navbar's Blog link loads them in the client router", async ({
  page,
  pageErrors,
}) => {
  const routes = routeTables(page);
  await page.goto('/server/intro');
  await hydrated(page);
  expect(await routes.loaded('/server/resolvers')).toBe(true);
  expect(await routes.loaded('/blog/2024/12/19/ariadne-0-24')).toBe(false);

  await markDocument(page);
  await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('h1').first()).toHaveText('Blog');
  expect(await sameDocument(page)).toBe(true);
  expect(await routes.loaded('/blog/2024/12/19/ariadne-0-24')).toBe(true);

  // A post opened from the list, and back to the docs, all in the same document.
  await page.locator('article h2 a').first().click();
  await expect(page).toHaveURL(/\/blog\/\d{4}\/\d{2}\/\d{2}\//);
  await page.locator('nav.navbar').getByRole('link', {name: 'Server', exact: true}).first().click();
  await expect(page).toHaveURL(/\/server\/intro$/);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});
