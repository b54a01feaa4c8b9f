/** SPEC §3 browser storage and §4 states: announcement, colour mode, preferred docs version, bad values. */
import {expect, hydrated, test} from './fixtures';
import {ANNOUNCEMENT} from '../../src/site/constants';

const bar = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').filter({hasText: 'Ariadne 0.25 brings'});

test('a dismissed announcement stays dismissed, and returns when its id changes', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(ANNOUNCEMENT.id);
  await page.reload();
  await hydrated(page);
  await expect(bar(page)).toBeHidden();

  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await hydrated(page);
  await expect(bar(page)).toBeVisible();
});

test('the colour mode is light, whatever storage holds', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await expect(page.getByRole('button', {name: /dark mode|light mode|system mode/i})).toHaveCount(0);
});

test('the preferred version is remembered per docs area', async ({page}) => {
  await page.goto('/server/intro');
  await hydrated(page);
  const dropdown = page.locator('nav.navbar .dropdown').filter({hasText: '0.25'}).first();
  await dropdown.hover();
  await dropdown.getByRole('link', {name: '0.20', exact: true}).click();
  await expect(page).toHaveURL(/\/server\/0\.20\/intro$/);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-server'))).toBe('0.20');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-client'))).toBeNull();

  // Away from the docs, the Server link follows the remembered version.
  await page.goto('/blog');
  await hydrated(page);
  await expect(page.locator('nav.navbar').getByRole('link', {name: 'Server', exact: true})).toHaveAttribute(
    'href',
    '/server/0.20/intro',
  );
});

test('a remembered version that no longer exists is cleared', async ({page}) => {
  await page.goto('/blog');
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-server', '0.3.0'));
  await page.reload();
  await hydrated(page);
  await expect(page.locator('nav.navbar').getByRole('link', {name: 'Server', exact: true})).toHaveAttribute(
    'href',
    '/server/intro',
  );
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-server'))).toBeNull();
});

test('corrupt values in every storage key leave the site working', async ({page, pageErrors}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.dismiss', '{not json');
    localStorage.setItem('docusaurus.announcement.id', '\u0000<script>');
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('docs-preferred-version-server', '<img src=x onerror=alert(1)>');
    localStorage.setItem('docs-preferred-version-client', '');
    localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__ariadne-docs', '[{"broken":');
    localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__ariadne-docs', 'null');
  });
  for (const path of ['/', '/server/resolvers', '/client/intro', '/blog']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  }
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.type('resolvers');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});
