/** Feeds, sitemap and per-page metadata. */
import Parser from 'rss-parser';
import {SITE, docRoutes} from '../support/site';
import {expect, test} from './fixtures';

const ORIGIN = 'https://ariadnegraphql.org';

for (const feed of ['rss.xml', 'atom.xml']) {
  test(`the ${feed} feed parses and carries every post`, async ({request}) => {
    const response = await request.get(`/blog/${feed}`);
    expect(response.status()).toBe(200);
    const parsed = await new Parser().parseString(await response.text());
    expect(parsed.items).toHaveLength(SITE.blog_posts.length);
    const links = parsed.items.map((item) => item.link).sort();
    expect(links).toEqual(SITE.blog_posts.map((post) => `${ORIGIN}${post.route}`).sort());
    for (const item of parsed.items) expect(item.title, item.link).toBeTruthy();
  });
}

test('sitemap.xml lists every docs page, every post and the fixed pages', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
  const expected = [
    ...docRoutes().map((route) => route.route),
    ...SITE.blog_posts.map((post) => post.route),
    '/',
    '/blog',
    '/blog/archive',
    '/community',
  ];
  const missing = expected.filter((route) => !listed.has(`${ORIGIN}${route === '/' ? '/' : route}`));
  expect(missing).toEqual([]);
});

test('pages have a canonical URL, a description and Open Graph tags', async ({page}) => {
  for (const path of [
    '/',
    '/server/subscriptions',
    '/server/0.19/intro',
    '/client/intro',
    '/blog',
    '/blog/2024/12/19/ariadne-0-24',
    '/community',
  ]) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${ORIGIN}${path}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, path).toBeGreaterThan(20);
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:description"]'), path).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute('content', `${ORIGIN}${path}`);
    await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute(
      'content',
      /^https:\/\/.+\.(png|jpg)$/,
    );
  }
});
