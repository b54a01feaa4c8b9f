/** axe-core finds no serious or critical violation on each kind of page. */
import AxeBuilder from '@axe-core/playwright';
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

for (const path of PAGES) {
  test(`no serious or critical violations on ${path}`, async ({page}) => {
    // axe walks the whole DOM: on a busy two-core machine the reference page (about 9,000
    // elements) took over two minutes.
    test.setTimeout(300_000);
    await page.goto(path);
    await hydrated(page);
    const {violations} = await new AxeBuilder({page}).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')})`,
      );
    expect(serious).toEqual([]);
  });
}
