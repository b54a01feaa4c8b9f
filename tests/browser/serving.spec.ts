/**
 * What either server (the README's, or nginx with the generated
 * configuration: playwright.nginx.config.ts) answers for the real build:
 * every legacy /docs address of the page list redirects to its page, the
 * redirect pages work on a host without redirect rules and stay out of the
 * sitemap, and pages and assets carry their cache and security headers.
 * Hostile requests are sent to both servers in tests/unit/serving.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';
import {ROOT, docRoutes} from '../support/site';

const serverRoutes = docRoutes().filter((route) => route.area === 'server');

test('every legacy /docs address of a server page answers 301 to it, query kept', async ({request}) => {
  test.setTimeout(180_000);
  expect(serverRoutes.length).toBeGreaterThan(800);
  const problems: string[] = [];
  const cases = [
    ...serverRoutes.map(({route}) => [route.replace(/^\/server/, '/docs'), route] as const),
    ['/docs', '/server'] as const,
    ['/docs/0.24', '/server/0.24'] as const,
  ];
  for (const [index, [legacy, page]] of cases.entries()) {
    // Every tenth address also in its `.html` form and with a query.
    const forms: [string, string][] =
      index % 10 === 0
        ? [
            [legacy, page],
            [`${legacy}.html?from=old&x=%2F`, `${page}?from=old&x=%2F`],
          ]
        : [[legacy, page]];
    for (const [from, to] of forms) {
      const response = await request.get(from, {maxRedirects: 0});
      if (response.status() !== 301 || response.headers().location !== to)
        problems.push(`${from}: ${response.status()} ${response.headers().location ?? ''}`);
    }
  }
  expect(problems).toEqual([]);
  expect((await request.get('/docs/no-such-page', {maxRedirects: 0})).status()).toBe(404);
});

test('a legacy address lands on its page with the query and the hash', async ({page}) => {
  await page.goto('/docs/0.5.0/api-reference?from=old#make_executable_schema');
  await expect(page).toHaveURL(/\/server\/0\.5\.0\/api-reference\?from=old#make_executable_schema$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('on a static host without redirect rules, the redirect page keeps query and hash', async ({page}) => {
  for (const [legacy, file, target] of [
    ['/docs/next/intro', 'docs/next/intro.html', '/server/next/intro'],
    ['/docs/0.24/intro', 'docs/0.24/intro.html', '/server/0.24/intro'],
  ]) {
    const body = fs.readFileSync(path.join(ROOT, 'build', file));
    // As a plain static host would: the file at its address, status 200.
    await page.route(
      (url) => url.pathname === legacy,
      (route) => route.fulfill({status: 200, contentType: 'text/html', body}),
    );
    await page.goto(`${legacy}?q=1#details`);
    await expect(page).toHaveURL(new RegExp(`${target.replace(/\./g, '\\.')}\\?q=1#details$`));
    await page.unrouteAll();
  }
});

test('the redirect pages are not in the sitemap and point to their page', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/server/0.24/intro</loc>');
  expect(sitemap).not.toContain('/docs');
  const html = fs.readFileSync(path.join(ROOT, 'build/docs/0.24/intro.html'), 'utf8');
  expect(html).toContain('<link rel="canonical" href="https://ariadnegraphql.org/server/0.24/intro">');
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/server/0.24/intro">');
  expect(html).toContain('<meta name="robots" content="noindex">');
});

test('pages revalidate, hashed assets are cached for a year, every answer has the security headers', async ({
  request,
}) => {
  const home = await request.get('/');
  const html = await home.text();
  const mainJs = /<script src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  expect(mainJs).toBeDefined();
  const answers = {
    page: home,
    asset: await request.get(mainJs as string),
    shard: await request.get('/search-index/docs-server-0.24.json'),
    feed: await request.get('/blog/rss.xml'),
    redirect: await request.get('/server/intro/', {maxRedirects: 0}),
    notFound: await request.get('/no/such/page'),
  };
  expect(answers.asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const kind of ['page', 'shard', 'feed'] as const) {
    expect([kind, answers[kind].status(), answers[kind].headers()['cache-control']]).toEqual([kind, 200, 'no-cache']);
    expect(answers[kind].headers().etag, kind).toBeTruthy();
  }
  expect(answers.redirect.status()).toBe(301);
  expect(answers.notFound.status()).toBe(404);
  for (const [kind, response] of Object.entries(answers)) {
    const headers = response.headers();
    expect([kind, headers['x-content-type-options']]).toEqual([kind, 'nosniff']);
    expect([kind, headers['referrer-policy']]).toEqual([kind, 'strict-origin-when-cross-origin']);
    expect(headers['content-security-policy'], kind).toContain("frame-ancestors 'none'");
  }
  const revisit = await request.get('/', {headers: {'If-None-Match': home.headers().etag}});
  expect(revisit.status()).toBe(304);
  expect((await request.get('/', {headers: {'Accept-Encoding': 'br'}})).headers()['content-encoding']).toBe('br');
});
