/** SPEC §4 and §8: crash boundary, base-URL banner, unknown paths. */
import {expect, hydrated, test} from './fixtures';

const POST = '/blog/2024/12/19/ariadne-0-24';

test('a component that throws shows the crash page, and "Try again" restores it', async ({page}) => {
  // The blog post header formats its date with Intl.DateTimeFormat while rendering;
  // breaking that constructor makes a real theme component throw.
  await page.addInitScript(() => {
    const original = Intl.DateTimeFormat;
    const w = window as unknown as {breakDates: boolean};
    w.breakDates = true;
    const Patched = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      if (w.breakDates) throw new Error('date formatting is unavailable');
      return new original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Patched.supportedLocalesOf = original.supportedLocalesOf;
    Intl.DateTimeFormat = Patched;
  });
  await page.goto(POST);
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('date formatting is unavailable')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as {breakDates: boolean}).breakDates = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Ariadne 0.24'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
});

test('the home page tells the reader when the site did not load (wrong base URL)', async ({page}) => {
  // With a wrong base URL neither the scripts nor the styles load.
  await page.route(/\/assets\//, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByText(/site did not load properly/)).toBeVisible();
  await expect(page.getByText(/baseUrl configuration/)).toBeVisible();
});

test('the banner is not shown when the site loads', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByText(/site did not load properly/)).toBeHidden();
});

test('a page whose code cannot load shows the red box with the error text, and Retry reloads it', async ({page}) => {
  // Every script but the app's own entry (runtime and main) fails: the route's code cannot load.
  const routeChunk = (url: URL) =>
    /\/assets\/js\/.+\.js$/.test(url.pathname) && !/\/(runtime~main|main)\.[^/]+\.js$/.test(url.pathname);
  await page.route(routeChunk, (route) => route.abort());
  await page.goto('/server/enums');
  const box = page.locator('#page-load-failure');
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('role', 'alert');
  await expect(box.locator('p')).toContainText('ChunkLoadError');
  await expect(box.locator('div').first()).toHaveCSS('background-color', 'rgb(250, 56, 62)');
  // The server-rendered page stays readable underneath.
  await expect(page.locator('h1')).toHaveText('Enumeration types');

  await page.unroute(routeChunk);
  const reloaded = page.waitForEvent('load');
  await box.getByRole('button', {name: 'Retry'}).click();
  await reloaded;
  await hydrated(page);
  await expect(page.locator('#page-load-failure')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Enumeration types');
});
