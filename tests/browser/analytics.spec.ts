/**
 * SPEC §2 and §7 analytics. The test build sets GTAG_TRACKING_ID (see
 * scripts/test-all.mjs); the Google tag host is unreachable from the tests,
 * so what is checked is what the page hands to gtag.
 */
import {expect, hydrated, test} from './fixtures';

type DataLayerEntry = unknown[];

async function dataLayer(page: import('@playwright/test').Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>),
    ),
  );
}

test('configures the tag with IP anonymising, then sets the path and sends page_view on each navigation', async ({
  page,
}) => {
  test.skip(!process.env.GTAG_TRACKING_ID, 'the build under test has no tracking id');
  const trackingId = process.env.GTAG_TRACKING_ID ?? '';
  await page.goto('/server/intro');
  await hydrated(page);
  const initial = await dataLayer(page);
  expect(initial).toContainEqual(['config', trackingId, {anonymize_ip: true}]);

  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Resolvers', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Resolvers');
  await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);

  await expect
    .poll(async () => (await dataLayer(page)).slice(initial.length))
    .toEqual([
      ['set', 'page_path', '/server/resolvers'],
      ['event', 'page_view'],
      ['set', 'page_path', '/blog'],
      ['event', 'page_view'],
    ]);
});

test('the Google tag script is fetched only after the page has loaded', async ({page}) => {
  test.skip(!process.env.GTAG_TRACKING_ID, 'the build under test has no tracking id');
  const html = await (await page.request.get('/server/intro')).text();
  expect(html).not.toMatch(/<script[^>]+src="?https:\/\/www\.googletagmanager\.com/);
  expect(html).not.toMatch(/rel="?preconnect"?[^>]+googletagmanager/);

  await page.addInitScript(() => {
    const times: {load?: number; script?: number} = {};
    (window as unknown as {tagTimes: typeof times}).tagTimes = times;
    window.addEventListener('load', () => (times.load = performance.now()));
    new MutationObserver(() => {
      if (
        times.script === undefined &&
        document.querySelector('script[src^="https://www.googletagmanager.com/gtag/js"]')
      ) {
        times.script = performance.now();
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/server/intro');
  const times = (): Promise<{load?: number; script?: number}> =>
    page.evaluate(() => (window as unknown as {tagTimes: {load?: number; script?: number}}).tagTimes);
  await expect.poll(async () => (await times()).script).toBeDefined();
  const {load, script} = await times();
  expect(load).toBeDefined();
  expect(script).toBeGreaterThanOrEqual(load as number);
});
