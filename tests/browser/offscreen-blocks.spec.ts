/**
 * plugins/offscreen-blocks: a docs page's blocks below its first few are laid
 * out as they near the viewport, and a #target, on opening a page or
 * navigating to it, still lands on screen.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, hydrated, test} from './fixtures';

/** Whether the block's code is rendered, a block skipped for being far from the viewport counting as not rendered. */
const codeLaidOut = (block: Element) =>
  block.querySelector('code')?.checkVisibility({contentVisibilityAuto: true}) ?? null;

test("a long page's later blocks are laid out only as they near the viewport", async ({page}) => {
  await page.goto('/server/subscriptions');
  await hydrated(page);
  const lastCodeBlock = page.locator('.theme-doc-markdown > div:has(pre)').last();
  expect(await lastCodeBlock.evaluate(codeLaidOut)).toBe(false);
  // The first screen's blocks are laid out whatever their place.
  expect(
    await page
      .locator('.theme-doc-markdown > p')
      .first()
      .evaluate((element) => element.checkVisibility()),
  ).toBe(true);
  await lastCodeBlock.evaluate((element) => element.scrollIntoView());
  await expect.poll(() => lastCodeBlock.evaluate(codeLaidOut)).toBe(true);
});

test('a page opened at a #target far down shows the target at the top', async ({page}) => {
  await page.goto('/server/subscriptions#related-pages');
  await hydrated(page);
  const target = page.locator('[id="related-pages"]');
  await expect(target).toBeInViewport();
  const top = await target.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});

test('a link to a #target far down another page lands on the target', async ({page}) => {
  await page.goto('/server/intro');
  await hydrated(page);
  // A link the client router follows: the engine scrolls to the target as the new page renders.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/server/subscriptions#related-pages';
    link.textContent = 'Related pages of Subscriptions';
    link.id = 'offscreen-blocks-test-link';
    document.querySelector('.theme-doc-markdown')?.prepend(link);
  });
  await page.locator('#offscreen-blocks-test-link').click();
  await expect(page).toHaveURL(/\/server\/subscriptions#related-pages$/);
  const target = page.locator('[id="related-pages"]');
  await expect(target).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true});

  // axe measures a link's target size and a text's contrast from the layout: the blocks it reads must be laid out.
  for (const path of ['/server/intro', '/client/configuration']) {
    test(`axe measures the later blocks of ${path} as a reader sees them`, async ({page}) => {
      test.setTimeout(120_000);
      await page.goto(path);
      await hydrated(page);
      const {violations} = await new AxeBuilder({page}).withRules(['target-size', 'color-contrast']).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
    });
  }
});
