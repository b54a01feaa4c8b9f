/**
 * `npm run bench:layout` (after `npm run build`): how the docs pages of every
 * version fit the screen, measured in headless Chromium on the served build.
 * For each version, at 1280 px and at 390 px: pages, tables (and stacked entry
 * lists) wider than the content column, code blocks that scroll sideways (the
 * budget is 5% at 1280 px), pages that scroll sideways, and at 1280 px the
 * pages whose current sidebar link is outside the viewport after load.
 *
 * `npm run bench:layout -- server:0.25 client:next` measures only those versions.
 * Writes reports/layout-bench.json with every scrolling block's longest line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {
  LAYOUT_VIEWPORTS,
  measurePage,
  SCROLLING_CODE_BUDGET,
  versionRoutes,
  type PageFigures,
} from '../tests/support/layoutFigures';
import {versionsOf, type AreaName} from '../tests/support/site';
import {serveBuild} from './serve-build';
import {CHROMIUM_PATH} from '../playwright.config';

const ROOT = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3292);
/** Pages measured at once, each in its own tab of one browser context. */
const TABS = 2;

type Row = {
  version: string;
  width: number;
  pages: number;
  tables: number;
  wideTables: number;
  codeBlocks: number;
  scrollingCode: number;
  overflowingPages: number;
  sidebarOutside: number;
  details: {route: string; figures: PageFigures}[];
};

const selected = process.argv.slice(2).filter((arg) => arg.includes(':'));
const versions = (['server', 'client'] as AreaName[]).flatMap((area) =>
  versionsOf(area)
    .map((version) => ({area, version}))
    .filter(({area: a, version}) => selected.length === 0 || selected.includes(`${a}:${version}`)),
);

async function measureAll(pages: Page[], routes: string[], origin: string) {
  const results: {route: string; figures: PageFigures}[] = [];
  let next = 0;
  await Promise.all(
    pages.map(async (page) => {
      while (next < routes.length) {
        const route = routes[next++]!;
        await page.goto(origin + route);
        results.push({route, figures: await page.evaluate(measurePage)});
      }
    }),
  );
  return results;
}

async function main() {
  const server = await serveBuild(ROOT, PORT);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu']});
  const rows: Row[] = [];
  try {
    for (const viewport of LAYOUT_VIEWPORTS) {
      const context = await browser.newContext({viewport});
      // A loaded machine can take long to serve and lay out a page; a slow page is measured all the same.
      context.setDefaultNavigationTimeout(180_000);
      const tabs = await Promise.all(Array.from({length: TABS}, () => context.newPage()));
      for (const {area, version} of versions) {
        const routes = versionRoutes(area, version).map((route) => route.route);
        const details = await measureAll(tabs, routes, server.origin);
        const sum = (f: (figures: PageFigures) => number) => details.reduce((n, d) => n + f(d.figures), 0);
        const row: Row = {
          version: `${area} ${version}`,
          width: viewport.width,
          pages: details.length,
          tables: sum((f) => f.tables),
          wideTables: sum((f) => f.wideTables.length),
          codeBlocks: sum((f) => f.codeBlocks),
          scrollingCode: sum((f) => f.scrollingCode.length),
          overflowingPages: sum((f) => Number(f.pageOverflows)),
          sidebarOutside: sum((f) =>
            f.sidebarLink && (f.sidebarLink.top < 0 || f.sidebarLink.bottom > f.sidebarLink.viewport) ? 1 : 0,
          ),
          details,
        };
        rows.push(row);
        const share = row.codeBlocks ? (100 * row.scrollingCode) / row.codeBlocks : 0;
        console.log(
          `${row.version.padEnd(15)} ${String(row.width).padStart(4)} px  pages ${String(row.pages).padStart(3)}  ` +
            `tables ${row.wideTables}/${row.tables} too wide  code ${row.scrollingCode}/${row.codeBlocks} scroll ` +
            `(${share.toFixed(1)}%${viewport.width === 1280 && share > 100 * SCROLLING_CODE_BUDGET ? ', over budget' : ''})  ` +
            `pages scrolling sideways ${row.overflowingPages}` +
            (viewport.width === 1280 ? `  sidebar link off screen ${row.sidebarOutside}` : ''),
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
  fs.mkdirSync(path.join(ROOT, 'reports'), {recursive: true});
  fs.writeFileSync(path.join(ROOT, 'reports/layout-bench.json'), JSON.stringify(rows, null, 2));
  const wide = rows.filter((row) => row.width === 1280);
  const blocks = wide.reduce((n, row) => n + row.codeBlocks, 0);
  const scrolling = wide.reduce((n, row) => n + row.scrollingCode, 0);
  console.log(
    `all versions at 1280 px: ${scrolling}/${blocks} code blocks scroll (${((100 * scrolling) / blocks).toFixed(1)}%)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
