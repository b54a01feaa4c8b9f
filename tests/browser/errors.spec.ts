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
