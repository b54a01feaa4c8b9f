/**
 * The browser tests' `test`: every page is cut off from hosts other than the
 * local server (analytics, fonts, anything), and uncaught page errors
 * (`pageErrors`) and console errors (`consoleErrors`) are collected so a
 * test can assert there were none.
 */
import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';

export const LOCAL_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/**
 * Whether a console error is one the test itself causes: a request to another
 * host, which the `page` fixture blocks, or the status of the page's own
 * document (a not-found page answers 404 on purpose). A failed load of
 * anything else the page needs still counts.
 */
function causedByTheTest(message: ConsoleMessage, page: Page): boolean {
  const text = message.text();
  if (!text.startsWith('Failed to load resource')) return false;
  return text.includes('net::ERR_BLOCKED_BY_CLIENT') || message.location().url === page.url();
}

export const test = base.extend<{pageErrors: string[]; consoleErrors: string[]}>({
  pageErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !causedByTheTest(message, page)) errors.push(message.text());
    });
    await use(errors);
  },
  page: async ({page}, use) => {
    await page.route(
      (url) => !LOCAL_ORIGIN.test(url.href) && !url.href.startsWith('data:'),
      (route) => route.abort('blockedbyclient'),
    );
    await use(page);
  },
});

export {expect};

/**
 * Waits until the app has hydrated: the engine marks `<html data-has-hydrated="true">`
 * once the first render has been committed and its effects (keyboard shortcuts,
 * client modules) have run. `window.docusaurus` alone appears earlier, when
 * main.js is evaluated, before hydration.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as {docusaurus?: unknown}).docusaurus));
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  // A settling point, not a condition: what the page loads after hydration (chunks near the
  // viewport, idle prefetches) is usually done by then. Playwright's network-idle signal can fail
  // to fire after a reload, so it is waited for only a while; every action and expectation after
  // this waits for what it needs on its own.
  await page.waitForLoadState('networkidle', {timeout: 10_000}).catch(() => undefined);
}
