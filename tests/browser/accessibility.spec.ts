/** axe-core finds no serious or critical violation on each kind of page, nor in the search modal's screens. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const PAGES = [
  '/',
  '/server/intro',
  '/server/api-reference',
  '/server/0.12.0/asgi',
  '/client/configuration',
  '/blog',
  '/blog/2024/12/19/ariadne-0-24',
  '/blog/archive',
  '/community',
  '/search?q=resolvers',
  '/no/such/page',
];

/** The serious and critical violations axe finds, in `selector` only when given. */
async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({page});
  const {violations} = await (selector ? builder.include(selector) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
}

for (const path of PAGES) {
  test(`no serious or critical violations on ${path}`, async ({page}) => {
    // axe walks the whole DOM: on a busy two-core machine the reference page (about 9,000
    // elements) took over two minutes.
    test.setTimeout(300_000);
    await page.goto(path);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('the search modal', () => {
  const stored = (n: number) => ({
    objectID: `docs-server-0.25:/server/page-${n}:lvl1`,
    url: `/server/intro#saved-${n}`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1: `Saved page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
  });

  test.beforeEach(async ({page}) => {
    // As above: axe reads the whole page even when it checks only the modal.
    test.setTimeout(300_000);
    await page.goto('/server/intro');
    await hydrated(page);
  });

  test('its start screen, with recent and favorite searches', async ({page}) => {
    await page.evaluate(
      ([recent, favorites]) => {
        localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__ariadne-docs', recent);
        localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__ariadne-docs', favorites);
      },
      [JSON.stringify([stored(1), stored(2)]), JSON.stringify([stored(3)])] as const,
    );
    await page.reload();
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(3);
    expect(await seriousViolations(page, '.DocSearch-Container')).toEqual([]);
  });

  test('its results, with the arrow keys moving the active hit', async ({page}) => {
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill('resolvers');
    const options = page.locator('.DocSearch-Dropdown [role="option"]');
    await expect(options.first()).toBeVisible({timeout: 45_000});
    await expect(input).toHaveAttribute('aria-activedescendant', 'docsearch-item-0');
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', 'docsearch-item-1');
    await expect(page.locator('#docsearch-item-1')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#docsearch-item-0')).toHaveAttribute('aria-selected', 'false');
    expect(await seriousViolations(page, '.DocSearch-Container')).toEqual([]);
  });

  test('its no-results screen, with suggestions', async ({page}) => {
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill('resolvers');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 45_000});
    await input.fill('xylophonequartz');
    await expect(page.locator('.DocSearch-NoResults-Prefill-List li').first()).toBeVisible();
    expect(await seriousViolations(page, '.DocSearch-Container')).toEqual([]);
  });
});
