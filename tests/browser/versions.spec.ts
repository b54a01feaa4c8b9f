/**
 * The version features: the not-found page that knows versions, the version
 * switch notice, "this page across versions" with its compare view, titles
 * that tell versions apart and breadcrumbs with the home icon on every
 * version. Expectations come from facts/site.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import * as cheerio from 'cheerio';
import {ROOT, docRoutes, titlesOf, versionBase, versionsOf} from '../support/site';
import {textOf, titleOf} from '../support/html';

/** Versions (labels, newest first) whose facts list server page `id`. */
const serverVersionsWith = (id: string) => versionsOf('server').filter((version) => id in titlesOf('server', version));

/** Every script the page fetched, with its text. */
function scriptsOf(page: Page): {url: string; body: Promise<string>}[] {
  const scripts: {url: string; body: Promise<string>}[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({url: response.url(), body: response.text()});
  });
  return scripts;
}

async function anyScriptHas(scripts: {body: Promise<string>}[], text: string): Promise<boolean> {
  const bodies = await Promise.all(scripts.map((script) => script.body));
  return bodies.some((body) => body.includes(text));
}

test.describe('not-found page', () => {
  const MISSING = '/server/0.10.0/query-stack';

  test('its static HTML names no wrong address and answers 404', async ({request}) => {
    const response = await request.get(MISSING);
    expect(response.status()).toBe(404);
    const main = textOf(/<main\b[\s\S]*<\/main>/i.exec(await response.text())?.[0] ?? '');
    expect(main).toContain('Page not found');
    expect(main).toContain('There is no page at this address.');
    expect(main).not.toContain('/404');
  });

  test(`${MISSING} offers /server/query-stack and the versions that have it, latest then nearest; hydration logs no error`, async ({
    page,
    pageErrors,
    consoleErrors,
  }) => {
    const response = await page.goto(MISSING);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('main code').first()).toHaveText(MISSING);
    const section = page.locator('section[aria-labelledby="not-found-versions"]');
    await expect(section).toContainText(`“${titlesOf('server', '0.25')['query-stack']}” is not in server 0.10.0`);
    const having = serverVersionsWith('query-stack');
    expect(having).not.toContain('0.10.0');
    // The latest first, then by distance from 0.10.0 in the version list (newest first).
    const order = versionsOf('server');
    const others = having
      .filter((version) => version !== '0.25')
      .sort(
        (a, b) =>
          Math.abs(order.indexOf(a) - order.indexOf('0.10.0')) - Math.abs(order.indexOf(b) - order.indexOf('0.10.0')),
      );
    const expected = [
      '/server/query-stack',
      ...others.map((version) => `${versionBase('server', version)}/query-stack`),
    ];
    expect(
      await section.locator('li a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(expected);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // The whole not-found page, as the server's 404.html: no docs sidebar around it.
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await section.getByRole('link', {name: '0.25 (latest)'}).click();
    await expect(page).toHaveURL(/\/server\/query-stack$/);
    await expect(page.locator('h1')).toHaveText(titlesOf('server', '0.25')['query-stack']!);
  });

  test('hydrating the not-found page outside the docs logs no React error', async ({
    page,
    pageErrors,
    consoleErrors,
  }) => {
    await page.goto('/no-such-thing-here');
    await hydrated(page);
    await expect(page.locator('main code').first()).toHaveText('/no-such-thing-here');
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a typo gets the closest page names and a search prefilled from the address', async ({page, pageErrors}) => {
    await page.goto('/server/subscriptons');
    await hydrated(page);
    const closest = page.locator('section[aria-labelledby="not-found-closest"]');
    await expect(closest.getByRole('heading')).toHaveText('Did you mean');
    await expect(closest.locator('li a').first()).toHaveAttribute('href', '/server/subscriptions');
    await expect(closest.locator('li a').first()).toHaveText(titlesOf('server', '0.25').subscriptions!);
    const search = page.getByRole('searchbox', {name: 'Search the documentation'});
    await expect(search).toHaveValue('subscriptons');
    await search.fill('subscriptions');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=subscriptions$/);
    expect(pageErrors).toEqual([]);
  });

  test('an address outside the docs gets the search, and a version that does not exist is named', async ({page}) => {
    await page.goto('/no-such-thing-here');
    await hydrated(page);
    await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue('no such thing here');
    await expect(page.locator('section[aria-labelledby^="not-found-"]')).toHaveCount(0);
    await page.goto('/server/0.99/resolvers');
    await hydrated(page);
    const section = page.locator('section[aria-labelledby="not-found-versions"]');
    await expect(section).toContainText('The server documentation has no version 0.99.');
    await expect(section.locator('li a').first()).toHaveAttribute('href', '/server/resolvers');
  });

  test('the page titles it names load only on the not-found page', async ({page}) => {
    // The titles module pairs each page path with its title; no other page has that text.
    const pair = `"plugins/custom-plugins":"${titlesOf('client', '0.15.3')['plugins/custom-plugins']}"`;
    const onDocs = scriptsOf(page);
    await page.goto('/server/intro');
    await hydrated(page);
    expect(onDocs.length).toBeGreaterThan(3);
    expect(await anyScriptHas(onDocs, pair)).toBe(false);
    const onMissing = scriptsOf(page);
    await page.goto('/client/plugins/custom-plugin');
    await hydrated(page);
    await expect(page.locator('section[aria-labelledby="not-found-closest"] li a').first()).toHaveAttribute(
      'href',
      '/client/plugins/custom-plugins',
    );
    expect(await anyScriptHas(onMissing, pair)).toBe(true);
  });
});

test.describe('version switch', () => {
  const dropdownLinks = async (page: Page) => {
    const dropdown = page.locator('nav.navbar .navbar__items--right .dropdown').filter({hasNotText: 'English'}).first();
    await dropdown.hover();
    return dropdown.locator('.dropdown__menu .dropdown__link');
  };

  test('the dropdown marks the versions that lack the page, and the landing names the missing page', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/server/query-stack');
    await hydrated(page);
    const links = await dropdownLinks(page);
    const marked = await links.evaluateAll((anchors) =>
      anchors
        .filter((anchor) => /without this page/.test(anchor.getAttribute('aria-label') ?? ''))
        .map((anchor) => [anchor.textContent, anchor.getAttribute('href'), getComputedStyle(anchor).fontStyle]),
    );
    const lacking = versionsOf('server').filter((version) => !serverVersionsWith('query-stack').includes(version));
    expect(lacking.length).toBeGreaterThan(10);
    expect(marked).toEqual(
      lacking.map((version) => [version, `${versionBase('server', version)}/intro?missing=query-stack`, 'italic']),
    );
    await links.filter({hasText: /^0\.10\.0$/}).click();
    await expect(page).toHaveURL(/\/server\/0\.10\.0\/intro\?missing=query-stack$/);
    const notice = page.locator('[role="status"]').filter({hasText: 'has no page'});
    await expect(notice).toContainText(
      `Version 0.10.0 of the server documentation has no page “${titlesOf('server', '0.25')['query-stack']}”`,
    );
    await expect(notice.getByRole('link').first()).toHaveText('0.22');
    await expect(notice.getByRole('link').first()).toHaveAttribute('href', '/server/0.22/query-stack');
    expect(pageErrors).toEqual([]);
  });

  test('a version that has the page is not marked, and the notice shows a hostile page name as text', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/server/0.20/resolvers');
    await hydrated(page);
    const links = await dropdownLinks(page);
    await expect(links.filter({hasText: /^0\.19$/})).toHaveAttribute('href', '/server/0.19/resolvers');
    await expect(links.filter({hasText: /^0\.19$/})).not.toHaveAttribute('aria-label', /.*/);
    await page.goto('/server/0.19/intro?missing=%3Cimg%20src%3Dx%20onerror%3D%22window.hacked%3D1%22%3E');
    await hydrated(page);
    const notice = page.locator('[role="status"]').filter({hasText: 'has no page'});
    await expect(notice).toContainText('has no page <img src=x onerror="window.hacked=1">');
    await expect(notice).toContainText('No version of the server documentation has a page by that name.');
    await expect(notice.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {hacked?: number}).hacked)).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('this page across versions', () => {
  test('lists the versions that have the page in the static HTML', async ({request}) => {
    const html = await (await request.get('/server/query-stack')).text();
    const section = /<section[^>]*aria-labelledby="?page-versions"?[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(textOf(section)).toContain(
      `In ${serverVersionsWith('query-stack').length} versions: ${serverVersionsWith('query-stack').join(', ')}`,
    );
    // The built HTML may leave attribute values unquoted.
    expect(section).toMatch(/href="?\/server\/0\.22\/query-stack[" >]/);
  });

  test('compare with another version loads on demand and shows the paragraphs only one version has', async ({
    page,
    pageErrors,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/server/subscriptions');
    await hydrated(page);
    expect(await anyScriptHas(scripts, 'Show differences')).toBe(false);
    await page.getByRole('button', {name: 'Compare with another version…'}).click();
    await page.getByLabel('Compare with').selectOption('0.18');
    await page.getByRole('button', {name: 'Show differences'}).click();
    await expect(page).toHaveURL(/\/server\/subscriptions\?compare=0\.18$/);
    expect(await anyScriptHas(scripts, 'Show differences')).toBe(true);
    const view = page.locator('[data-compare="0.18..0.25"]');
    await expect(view.getByRole('heading')).toHaveText('From 0.18 to 0.25');
    await expect(view.locator('ol li').first()).toBeVisible();

    // The paragraphs each version's page has and the other lacks, read from the built pages.
    const only = await page.evaluate(async () => {
      const paragraphs = async (address: string) => {
        const html = new DOMParser().parseFromString(await (await fetch(address)).text(), 'text/html');
        const all = [...html.querySelectorAll('article .theme-doc-markdown p')];
        const text = (p: Element) => (p.textContent ?? '').replace(/\s+/g, ' ').trim();
        // Plain paragraphs are compared with every paragraph of the other page, admonitions included.
        return {
          plain: all
            .filter((p) => !p.closest('li, table, details, .admonition'))
            .map(text)
            .filter(Boolean),
          all: all.map(text),
        };
      };
      const older = await paragraphs('/server/0.18/subscriptions');
      const newer = await paragraphs('/server/subscriptions');
      return {
        older: older.plain.filter((p) => !newer.all.includes(p)),
        newer: newer.plain.filter((p) => !older.all.includes(p)),
      };
    });
    expect(only.older.length + only.newer.length).toBeGreaterThan(0);
    const rows = async (selector: string) =>
      (await view.locator(selector).allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
    const removed = await rows('del');
    const added = await rows('ins');
    for (const text of only.older) expect(removed, text).toContain(text);
    for (const text of only.newer) expect(added, text).toContain(text);
    await expect(view.getByRole('status')).toHaveText(
      new RegExp(`^${removed.length} lines? only in 0\\.18, ${added.length} only in 0\\.25\\.$`),
    );
    expect(pageErrors).toEqual([]);
  });

  test('?compare= opens the compare view from the address, in either direction, and refuses an unknown version', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/server/0.20/resolvers?compare=0.25');
    await hydrated(page);
    const view = page.locator('[data-compare="0.20..0.25"]');
    await expect(view.getByRole('heading')).toHaveText('From 0.20 to 0.25');
    await expect(view.getByRole('status')).toHaveText(/only in 0\.20, \d+ only in 0\.25\.|the same in both versions/);
    await page.goto('/server/resolvers?compare=9.9');
    await hydrated(page);
    await expect(page.getByRole('alert').filter({hasText: 'No other version named'})).toContainText(
      'No other version named 9.9 has this page.',
    );
    expect(pageErrors).toEqual([]);
  });
});

test.describe('titles and breadcrumbs', () => {
  /** The built HTML file of a site path. */
  const fileOf = (pathname: string) => {
    for (const candidate of [`${pathname}.html`, `${pathname}/index.html`]) {
      const file = path.join(ROOT, 'build', candidate);
      if (fs.existsSync(file)) return file;
    }
    throw new Error(`no built page for ${pathname}`);
  };

  test('no two pages of the sitemap share a <title>', () => {
    const sitemap = fs.readFileSync(path.join(ROOT, 'build/sitemap.xml'), 'utf8');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.filter((pathname) => /^\/(server|client)(\/|$)/.test(pathname)).length).toBeGreaterThan(850);
    expect(paths.filter((pathname) => /^\/blog\/(page|tags\/[^/]+\/page)\/\d+$/.test(pathname)).length).toBeGreaterThan(
      0,
    );
    const byTitle = new Map<string, string[]>();
    for (const pathname of paths) {
      const title = titleOf(fs.readFileSync(fileOf(pathname), 'utf8'));
      byTitle.set(title, [...(byTitle.get(title) ?? []), pathname]);
    }
    const shared = [...byTitle]
      .filter(([, pages]) => pages.length > 1)
      .map(([title, pages]) => `${title}: ${pages.join(' ')}`);
    expect(shared).toEqual([]);
  });

  test('titles name area and version; the latest server release keeps the shortest form', () => {
    const title = (pathname: string) => titleOf(fs.readFileSync(fileOf(pathname), 'utf8'));
    expect(title('/server/intro')).toBe('Introduction | Ariadne');
    expect(title('/server/0.19/intro')).toBe('Introduction | Ariadne server 0.19');
    expect(title('/server/next/intro')).toBe('Introduction | Ariadne server next');
    expect(title('/client/intro')).toBe('Introduction | Ariadne client');
    expect(title('/client/next/intro')).toBe('Introduction | Ariadne client next');
  });

  for (const pathname of [
    '/server/resolvers',
    '/server/0.19/resolvers',
    '/server/next/resolvers',
    '/client/next/configuration',
  ]) {
    test(`breadcrumbs of ${pathname} start with the home icon`, async ({page}) => {
      await page.goto(pathname);
      await hydrated(page);
      const home = page.locator('nav.theme-doc-breadcrumbs li').first().getByRole('link', {name: 'Home page'});
      await expect(home).toHaveAttribute('href', '/');
      await expect(home.locator('svg')).toHaveCount(1);
    });
  }
});

test("a released page's links stay in its version: none of them leads to next", () => {
  // A link written as a file (`[Resolvers](resolvers.md)`) resolves in the page's own version
  // (plugins/docs-part/versionOfFile.ts); before, every released page's went to next.
  const problems: string[] = [];
  let checked = 0;
  for (const {route, version} of docRoutes()) {
    if (version === 'current' || /\/next(\/|$)/.test(route)) continue;
    const html = fs.readFileSync(path.join(ROOT, 'build', `${route}.html`), 'utf8');
    const $ = cheerio.load(html);
    checked += 1;
    $('.theme-doc-markdown a[href]').each((_, link) => {
      const href = $(link).attr('href') ?? '';
      if (/^\/(server|client)\/next(\/|$|#)/.test(href)) problems.push(`${route}: ${href}`);
    });
  }
  expect(checked).toBeGreaterThan(800);
  expect(problems.slice(0, 20)).toEqual([]);
  // And a file link of an archived page goes to the same page of that version.
  const $ = cheerio.load(fs.readFileSync(path.join(ROOT, 'build', 'server/0.24/intro.html'), 'utf8'));
  expect($('.theme-doc-markdown a[href^="/server/0.24/resolvers"]').length).toBeGreaterThan(0);
});
