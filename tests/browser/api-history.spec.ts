/**
 * API history on the reference pages, inline code linked to its entry, and
 * the upgrade guide, checked against facts/.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect, hydrated} from './fixtures';

import {ROOT, SITE} from '../support/site';

const readFacts = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'facts', file), 'utf8'));
const ARIADNE_API: Record<string, {modules: Record<string, string[]>}> = readFacts('ariadne-api.json');

const RELEASES = SITE.server.versions.slice().reverse();
const listed = (version: string, module: string, name: string) =>
  ARIADNE_API[version]?.modules[module]?.includes(name) ?? false;

test('a reference entry of the latest version shows "Added in" the first release whose facts list it', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/server/api-reference');
  await hydrated(page);
  const first = RELEASES.find((version) => listed(version, 'ariadne', 'InputType'));
  expect(first).toBe('0.19');
  const badges = page.locator('h3#inputtype + p.api-history');
  await expect(badges).toHaveText(`Added in ${first}`);
  await expect(page.locator('h3#convert_kwargs_to_snake_case + p.api-history')).toContainText('Deprecated');
  expect(pageErrors).toEqual([]);
});

test('an entry of an older version shows "Removed in" the first later release whose facts lack it', async ({page}) => {
  await page.goto('/server/0.10.0/constants-reference');
  const removed = RELEASES.slice(RELEASES.indexOf('0.10.0') + 1).find(
    (version) => !listed(version, 'ariadne.constants', 'PLAYGROUND_HTML'),
  );
  expect(removed).toBe('0.18');
  await expect(page.locator('h3#playground_html + p.api-history')).toContainText(`Removed in ${removed}`);
  // Still there in every later release: no removal.
  await expect(page.locator('h3#content_type_json + p.api-history')).not.toContainText('Removed');
});

test('inline code naming a public name links to its entry in the same version', async ({page}) => {
  await page.goto('/server/0.18/resolvers');
  const link = page.locator('article a:has(> code)', {hasText: /^make_executable_schema(\(\))?$/}).first();
  await expect(link).toHaveAttribute('href', '/server/0.18/api-reference#make_executable_schema');
  // Not inside headings or code blocks.
  await expect(page.locator('article h2 a:has(> code), article h3 a:has(> code), pre a')).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(/\/server\/0\.18\/api-reference#make_executable_schema$/);
  await expect(page.locator('h3#make_executable_schema')).toBeInViewport();
});

function factsDiff(from: string, to: string) {
  const names = (v: string) =>
    new Set(Object.entries(ARIADNE_API[v]!.modules).flatMap(([m, list]) => list.map((n) => `${m}.${n}`)));
  const [before, after] = [names(from), names(to)];
  return {
    added: [...after].filter((n) => !before.has(n)).sort(),
    removed: [...before].filter((n) => !after.has(n)).sort(),
  };
}

test('the upgrade guide from 0.18 to 0.25 lists the differences of the facts', async ({page, pageErrors}) => {
  await page.goto('/upgrade?area=server&from=0.18&to=0.25');
  await hydrated(page);
  await expect(page.locator('[data-comparison]')).toHaveAttribute('data-comparison', 'server 0.18 0.25');
  const expected = factsDiff('0.18', '0.25');
  const shown = async (kind: string) =>
    (
      await page
        .locator(`li[data-kind="${kind}"]`)
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-name')))
    )
      .map(String)
      .sort();
  expect(await shown('added')).toEqual(expected.added);
  expect(await shown('removed')).toEqual(expected.removed);
  const pages18 = Object.keys(SITE.server.pages['0.18']?.titles ?? {});
  const pages25 = Object.keys(SITE.server.pages['0.25']?.titles ?? {});
  const added = pages25.filter((id) => !pages18.includes(id));
  for (const id of added) {
    await expect(page.locator(`#pages-added + ul li[data-page="${id}"] a`)).toHaveAttribute('href', `/server/${id}`);
  }
  const changed = page.locator('#pages-changed + ul li a', {hasText: 'compare with 0.18'}).first();
  await expect(changed).toHaveAttribute('href', /^\/server\/[a-z-]+\?compare=0\.18$/);
  await expect(page.locator('li[data-post="ariadne-0-19"] a')).toHaveAttribute(
    'href',
    SITE.blog_posts.find((p) => p.slug === 'ariadne-0-19')!.route,
  );
  await expect(page.locator('li[data-post="ariadne-0-18-1"]')).toHaveCount(0);
  // Choosing another pair updates the address and the lists.
  await page.getByLabel('From').selectOption('0.24');
  await expect(page).toHaveURL(/\/upgrade\?area=server&from=0\.24&to=0\.25$/);
  await expect(page.locator('li[data-kind="added"]')).toHaveCount(factsDiff('0.24', '0.25').added.length);
  expect(pageErrors).toEqual([]);
});

test('the upgrade guide starts from the preferred version the docs stored', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('docs-preferred-version-server', '0.20'));
  await page.goto('/upgrade');
  await expect(page.locator('[data-comparison]')).toHaveAttribute('data-comparison', 'server 0.20 0.25');
  await expect(page.getByLabel('From')).toHaveValue('0.20');
});

test('the upgrade guide reports a version that does not exist, as text', async ({page}) => {
  await page.goto('/upgrade?area=server&from=%3Cimg%20src%3Dx%3E&to=0.25');
  await expect(page.getByRole('status')).toHaveText('There is no server version "<img src=x>".');
  await expect(page.locator('main img')).toHaveCount(0);
});

test('the static HTML of the upgrade guide compares the previous release with the latest', async ({page, request}) => {
  const $ = load(fs.readFileSync(path.join(ROOT, 'build/upgrade.html'), 'utf8'));
  const [latest, previous] = SITE.server.versions;
  expect($('[data-comparison]').attr('data-comparison')).toBe(`server ${previous} ${latest}`);
  const expected = factsDiff(previous!, latest!);
  const names = (kind: string) =>
    $(`li[data-kind="${kind}"]`)
      .map((_, item) => $(item).attr('data-name'))
      .get()
      .sort();
  expect(names('added')).toEqual(expected.added);
  expect(names('removed')).toEqual(expected.removed);
  // Served without scripts, the same default.
  const context = await page.context().browser()!.newContext({javaScriptEnabled: false});
  const plain = await context.newPage();
  await plain.goto(`${(await request.get('/upgrade')).url()}`);
  await expect(plain.locator('[data-comparison]')).toHaveAttribute('data-comparison', `server ${previous} ${latest}`);
  await expect(plain.locator('li[data-kind="added"]')).toHaveCount(expected.added.length);
  await context.close();
});

test('the intro page of each version links the upgrade guide', async ({page}) => {
  test.setTimeout(180_000); // three pages, one of them from the archive part
  await page.goto('/server/0.18/intro');
  await expect(page.locator('[data-upgrade-guide-link] a')).toHaveAttribute('href', '/upgrade?area=server&from=0.18');
  await page.goto('/server/intro');
  await expect(page.locator('[data-upgrade-guide-link] a')).toHaveAttribute('href', '/upgrade?area=server');
  await page.goto('/server/resolvers');
  await expect(page.locator('[data-upgrade-guide-link]')).toHaveCount(0);
});
