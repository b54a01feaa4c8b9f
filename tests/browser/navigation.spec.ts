/** SPEC §2 Navigation behaviour: pending navigation, scroll, progress bar, preloading, reload on chunk failure. */
import type {Page, Route} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const JS_CHUNK = /\/assets\/js\/.+\.js$/;

/** Holds every JS chunk requested from now on until `release` is called. */
async function holdChunks(page: Page) {
  const held: Route[] = [];
  let releaseAll = false;
  await page.route(JS_CHUNK, (route) => {
    if (releaseAll) return route.continue();
    held.push(route);
    return undefined;
  });
  return {
    held,
    release: async () => {
      releaseAll = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('the old page stays until the new one has loaded, and the progress bar waits 200 ms', async ({page}) => {
  await page.goto('/server/intro');
  await hydrated(page);
  const chunks = await holdChunks(page);
  // The page records when the link is clicked and when the progress bar appears, with the heading shown then.
  await page.evaluate(() => {
    const record = window as unknown as {clickedAt?: number; barAt?: number; headingAtBar?: string};
    document.addEventListener('click', () => (record.clickedAt ??= performance.now()), {capture: true});
    new MutationObserver((_, observer) => {
      if (!document.getElementById('nprogress')) return;
      record.barAt = performance.now();
      record.headingAtBar = document.querySelector('h1')?.textContent ?? '';
      observer.disconnect();
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Union types', exact: true}).click();
  await expect(page.locator('#nprogress .bar')).toHaveCount(1);
  const {clickedAt, barAt, headingAtBar} = await page.evaluate(() => {
    const record = window as unknown as {clickedAt: number; barAt: number; headingAtBar: string};
    return {clickedAt: record.clickedAt, barAt: record.barAt, headingAtBar: record.headingAtBar};
  });
  // The bar appeared no sooner than 200 ms after the click, over the old page, which is still shown.
  expect(barAt - clickedAt).toBeGreaterThanOrEqual(200);
  expect(headingAtBar).toBe('Introduction');
  await expect(page.locator('h1')).toHaveText('Introduction');
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  expect(chunks.held.length).toBeGreaterThan(0);
  await chunks.release();
  await expect(page.locator('h1')).toHaveText('Union types');
  await expect(page).toHaveURL(/\/server\/unions$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('navigation scrolls to the top, or to the hash target', async ({page}) => {
  await page.goto('/server/resolvers');
  await hydrated(page);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Mutations', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Mutations');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  const tocLink = page.locator('.theme-doc-toc-desktop a').nth(2);
  const target = decodeURIComponent((await tocLink.getAttribute('href')) ?? '').slice(1);
  await tocLink.click();
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

/**
 * Records, from the first script on, every call links make to the engine's
 * `window.docusaurus.preload` and `prefetch` and whether it went ahead: the
 * engine answers `false` when it skips one (data saver, 2g, already fetched).
 */
async function recordPreloadCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Engine = {preload: (path: string) => unknown; prefetch: (path: string) => unknown};
    const calls: {kind: string; path: string; skipped: boolean}[] = [];
    const scope = window as unknown as {preloadCalls: typeof calls; docusaurus?: Engine};
    scope.preloadCalls = calls;
    let current: Engine | undefined;
    let wrapped = false;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => current,
      set(engine: Engine) {
        if (wrapped) {
          current = engine;
          return;
        }
        wrapped = true;
        const watch =
          (kind: 'preload' | 'prefetch') =>
          (path: string): unknown => {
            const result = engine[kind](path);
            calls.push({kind, path, skipped: result === false});
            return result;
          };
        current = {...engine, preload: watch('preload'), prefetch: watch('prefetch')};
      },
    });
  });
}

/** Hovers the navbar's Client link; the returned list fills with the JS chunks requested from then on. */
async function hoverClientLink(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (JS_CHUNK.test(request.url())) requested.push(request.url());
  });
  await page.locator('nav.navbar').getByRole('link', {name: 'Client', exact: true}).hover();
  return requested;
}

test.describe('preloading', () => {
  test('hovering an internal link preloads its route', async ({page}) => {
    await page.goto('/community');
    await hydrated(page);
    const requested = await hoverClientLink(page);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  test('visible internal links are prefetched, each chunk once', async ({page}) => {
    await page.goto('/server/intro');
    await hydrated(page);
    // The page's routes share most of their chunks: the engine alone would add one element per route and chunk.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(10);
    const addresses = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(addresses.length).toBe(new Set(addresses).size);
  });

  test("links' prefetches go through the idle queue, which hands each on later", async ({page, consoleErrors}) => {
    await recordPreloadCalls(page);
    await page.goto('/server/intro');
    await hydrated(page);
    const asked = await page.evaluate(() => {
      const scope = window as unknown as {
        preloadCalls: unknown[];
        docusaurus: {prefetch: (path: string) => unknown};
      };
      const before = scope.preloadCalls.length;
      const answer = scope.docusaurus.prefetch('/server/0.4.0/intro');
      return {answer, handedOnAtOnce: scope.preloadCalls.length - before};
    });
    // Queued, not handed to the engine in the same task: the engine's prefetch would have been
    // recorded synchronously.
    expect(asked).toEqual({answer: true, handedOnAtOnce: 0});
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as {preloadCalls: {kind: string; path: string}[]}).preloadCalls.some(
            (call) => call.kind === 'prefetch' && call.path === '/server/0.4.0/intro',
          ),
        ),
      )
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  for (const connection of [
    {saveData: true, effectiveType: '4g'},
    {saveData: false, effectiveType: 'slow-2g'},
  ]) {
    test(`nothing is preloaded or prefetched on ${connection.saveData ? 'data saver' : '2g'}`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
      }, connection);
      await recordPreloadCalls(page);
      await page.goto('/server/intro');
      await hydrated(page);
      const requested = await hoverClientLink(page);
      const calls = () =>
        page.evaluate(() => (window as unknown as {preloadCalls: {kind: string; skipped: boolean}[]}).preloadCalls);
      // The links did ask: the hover for a preload, the visible links (in idle time) for prefetches.
      await expect
        .poll(async () => (await calls()).filter((call) => call.kind === 'preload').length)
        .toBeGreaterThan(0);
      await expect
        .poll(async () => (await calls()).filter((call) => call.kind === 'prefetch').length)
        .toBeGreaterThan(0);
      // And the engine skipped every one of them, so nothing was fetched.
      expect((await calls()).filter((call) => !call.skipped)).toEqual([]);
      expect(requested).toEqual([]);
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    });
  }
});

test('a route whose chunk cannot load makes the page reload', async ({page}) => {
  await page.goto('/server/intro');
  await hydrated(page);
  await page.route(JS_CHUNK, (route) => route.abort());
  await page.evaluate(() => {
    (window as unknown as {beforeReload: boolean}).beforeReload = true;
  });
  const reloaded = page.waitForEvent('load');
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', {name: 'Enumeration types', exact: true})
    .click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
  await expect(page).toHaveURL(/\/server\/enums$/);
});
