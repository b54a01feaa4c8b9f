/**
 * The route inventory: every route of facts/site.json answers 200 from the
 * local server with its own title, unknown paths answer 404 with the
 * not-found page, `.html` forms reach the clean path, and area and version
 * roots land on the intro page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BLOG_PAGE_COUNT, ROOT, SITE, docRoutes, fixedRoutes, versionBase, versionsOf} from '../support/site';
import {h1Texts, titleOf} from '../support/html';

const groups = new Map<string, ReturnType<typeof docRoutes>>();
for (const route of docRoutes()) {
  const key = `${route.area} ${route.version}`;
  groups.set(key, [...(groups.get(key) ?? []), route]);
}

test.describe('every docs page answers with its title', () => {
  for (const [key, routes] of groups) {
    test(`${key}: ${routes.length} pages`, async ({request}) => {
      test.setTimeout(240_000);
      const problems: string[] = [];
      for (const {route, title} of routes) {
        const response = await request.get(route, {maxRedirects: 0});
        if (response.status() !== 200) {
          problems.push(`${route}: status ${response.status()}`);
          continue;
        }
        const html = await response.text();
        if (!h1Texts(html).includes(title))
          problems.push(`${route}: no h1 "${title}" (found ${h1Texts(html).join(' | ')})`);
        if (!titleOf(html).startsWith(title)) problems.push(`${route}: <title> is "${titleOf(html)}"`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test('every blog post answers at its route with its title and date', async ({request}) => {
  expect(SITE.blog_posts).toHaveLength(52);
  const problems: string[] = [];
  for (const post of SITE.blog_posts) {
    const response = await request.get(post.route, {maxRedirects: 0});
    if (response.status() !== 200) {
      problems.push(`${post.route}: status ${response.status()}`);
      continue;
    }
    const html = await response.text();
    if (!h1Texts(html).includes(post.title)) problems.push(`${post.route}: no h1 "${post.title}"`);
    if (!new RegExp(`datetime="?${post.date}T00:00:00\\.000Z`).test(html))
      problems.push(`${post.route}: no date ${post.date}`);
  }
  expect(problems).toEqual([]);
});

test('the fixed pages and every blog list page answer', async ({request}) => {
  for (const {route, heading} of fixedRoutes()) {
    const response = await request.get(route, {maxRedirects: 0});
    expect(response.status(), route).toBe(200);
    if (heading) expect(h1Texts(await response.text()).join(' '), route).toContain(heading);
  }
  const pastTheEnd = await request.get(`/blog/page/${BLOG_PAGE_COUNT + 1}`, {maxRedirects: 0});
  expect(pastTheEnd.status()).toBe(404);
});

test.describe('not-found page', () => {
  for (const missing of ['/no/such/page', '/server/no-such-page', '/server/0.3.0/intro', '/blog/2030/01/01/future']) {
    test(`${missing} answers 404 with the not-found page`, async ({page}) => {
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
      await expect(page.getByText(missing, {exact: true})).toBeVisible();
      await expect(page.getByRole('link', {name: 'Server documentation'})).toBeVisible();
    });
  }

  test('it offers a search for the words of the missing path', async ({page}) => {
    await page.goto('/server/0.25/file-upload.html');
    await expect(page).toHaveURL(/\/server\/0\.25\/file-upload$/);
    const search = page.getByRole('search');
    await expect(search.getByLabel('Search the documentation')).toHaveValue('file upload');
    await search.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/search\?q=file\+upload$/);
  });
});

test.describe('.html and trailing-slash forms reach the clean path', () => {
  const cases: [string, string][] = [
    ['/server/intro.html', '/server/intro'],
    ['/server/intro/index.html', '/server/intro'],
    ['/server/intro/', '/server/intro'],
    ['/index.html', '/'],
    ['/blog/index.html', '/blog'],
    ['/client/next/plugins/custom-plugins.html', '/client/next/plugins/custom-plugins'],
    ['/server/0.4.0/intro.html?x=1', '/server/0.4.0/intro?x=1'],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({page}) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
    });
  }

  test('a host that serves page.html as it is still shows the page at the clean path', async ({page}) => {
    const file = path.join(ROOT, 'build/server/resolvers.html');
    await page.route('**/server/resolvers.html', (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: fs.readFileSync(file)}),
    );
    await page.goto('/server/resolvers.html');
    await expect(page).toHaveURL(/\/server\/resolvers$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Resolvers'})).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', {level: 1, name: 'Resolvers'})).toBeVisible();
  });
});

test.describe('area and version roots land on the intro page', () => {
  const roots: [string, string][] = [];
  for (const area of ['server', 'client'] as const) {
    for (const version of versionsOf(area))
      roots.push([versionBase(area, version), `${versionBase(area, version)}/intro`]);
  }
  test('direct loads of every root', async ({page}) => {
    test.setTimeout(240_000);
    for (const [root, intro] of roots) {
      await page.goto(root);
      await expect(page, root).toHaveURL(new RegExp(`${intro.replace(/\./g, '\\.')}$`));
      await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
    }
  });
});

test('blog list pages hold ten posts each', async ({page}) => {
  const counts: number[] = [];
  for (let n = 1; n <= BLOG_PAGE_COUNT; n += 1) {
    await page.goto(n === 1 ? '/blog' : `/blog/page/${n}`);
    counts.push(await page.locator('main article').count());
    await expect(
      page
        .locator('main article')
        .first()
        .getByRole('link', {name: /Read more/}),
    ).toBeVisible();
  }
  expect(counts).toEqual([10, 10, 10, 10, 10, 2]);
});
