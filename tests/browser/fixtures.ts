/**
 * The browser tests' `test`: every page is cut off from hosts other than the
 * local server (analytics, fonts, anything), and uncaught page errors are
 * collected so a test can assert there were none.
 */
import {test as base, expect, type Page} from '@playwright/test';

export const LOCAL_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

export const test = base.extend<{pageErrors: string[]}>({
  pageErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
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
  await page.waitForLoadState('networkidle');
}
