/**
 * `npm run bench`: the first-load budgets of the performance issue.
 * 1. Cold production build, `npm run build` with every cache and output removed:
 *    wall time and peak memory of the whole process tree (both site parts,
 *    merge, link check); then the same build after an edit to one latest page.
 * 2. Serves the build with gzip only (scripts/serve.mjs with COMPRESSION=gzip:
 *    the budget, like the reference site's figure, is in gzip bytes, and
 *    Chromium would otherwise be sent Brotli) and runs Lighthouse
 *    (mobile defaults, Debian's Chromium) RUNS times on each page; prints the
 *    medians beside the budgets and writes reports/perf-bench.json.
 * Options: --skip-build (measure the existing build), --build-only (no Lighthouse), RUNS=n (default 3).
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {serveBuild} from './serve-build';
import {cpuIndex, cpuIndexText} from './hostSpeed';
import {CHROMIUM_PATH} from '../playwright.config';

const ROOT = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3291);
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = [
  '/',
  '/server/intro',
  '/server/subscriptions',
  '/client/intro',
  '/blog',
  '/blog/2024/12/19/ariadne-0-24',
  // The archived part: older releases and the development versions.
  '/server/0.24/intro',
  '/server/0.10.0/intro',
  '/server/0.4.0/intro',
  '/server/next/intro',
  '/client/next/intro',
];
const BUDGET = {
  jsKB: 130,
  performance: 0.95,
  tbtMs: 200,
  cls: 0.02,
  accessibility: 1,
  seo: 1,
  buildS: 90,
  buildGB: 2.5,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Resident memory of a process and all its descendants, in bytes. */
function treeRss(rootPid: number): number {
  let table: string;
  try {
    table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'});
  } catch {
    return 0;
  }
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rss]) => sum + rss * 1024, 0);
}

async function timedBuild(
  label: string,
): Promise<{seconds: number; peakBytes: number; cpuIndex: {before: number; after: number}}> {
  const before = await cpuIndex();
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    cwd: ROOT,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', GTAG_TRACKING_ID: ''},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid));
  }, 250);
  const code: number = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`${label} build failed with exit code ${code}`);
  const seconds = (Date.now() - started) / 1000;
  return {seconds, peakBytes: peak, cpuIndex: {before, after: await cpuIndex()}};
}

async function builds() {
  for (const dir of ['build', '.archive-build', '.docusaurus', 'node_modules/.cache'])
    fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
  const cold = await timedBuild('cold');
  const page = path.join(ROOT, 'server_versioned_docs/version-0.25/resolvers.md');
  const original = fs.readFileSync(page, 'utf8');
  fs.writeFileSync(page, `${original}\n`);
  try {
    const edit = await timedBuild('rebuild after one edit');
    return {cold, edit};
  } finally {
    fs.writeFileSync(page, original);
  }
}

type PageFigures = {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  accessibility: number;
  seo: number;
  jsKB: number;
  consoleErrors: number;
  /** Lighthouse's measure of the CPU's speed during the run: this machine gives about 2,000 when quiet and half that when its host is busy. */
  benchmarkIndex: number;
};

/**
 * Lighthouse RUNS times on each page, and the measuring browser's full version ("156.0.8078.108"),
 * read once from its DevTools endpoint: Lighthouse's user agent gives only "156.0.0.0".
 */
async function lighthouseRuns(): Promise<{chromium: string; results: Record<string, PageFigures[]>}> {
  const server = await serveBuild(ROOT, PORT, 'gzip');
  const results: Record<string, PageFigures[]> = {};
  let chromium = 'unknown';
  try {
    for (const pagePath of PAGES) {
      results[pagePath] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM_PATH,
          chromeFlags: [
            '--headless=new',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ],
        });
        try {
          if (chromium === 'unknown') {
            const about = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
              Browser?: string;
            };
            chromium = /\/([\d.]+)$/.exec(about.Browser ?? '')?.[1] ?? chromium;
          }
          const result = await lighthouse(`${server.origin}${pagePath}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'seo'],
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`no Lighthouse result for ${pagePath}`);
          const items =
            (
              lhr.audits['resource-summary']?.details as
                {items?: {resourceType: string; transferSize: number}[]} | undefined
            )?.items ?? [];
          const script = items.find((item) => item.resourceType === 'script');
          // A page that crashed or logged errors is not the page being measured: report it.
          const errors =
            (lhr.audits['errors-in-console']?.details as {items?: {description?: string}[]} | undefined)?.items ?? [];
          for (const error of errors)
            console.error(`console error on ${pagePath}: ${error.description ?? '(no text)'}`);
          results[pagePath]?.push({
            performance: lhr.categories.performance?.score ?? 0,
            tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
            lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
            accessibility: lhr.categories.accessibility?.score ?? 0,
            seo: lhr.categories.seo?.score ?? 0,
            jsKB: (script?.transferSize ?? 0) / 1000,
            consoleErrors: errors.length,
            benchmarkIndex: lhr.environment.benchmarkIndex,
          });
        } finally {
          await chrome.kill();
        }
      }
    }
  } finally {
    server.stop();
  }
  return {chromium, results};
}

async function main() {
  const skipBuild = process.argv.includes('--skip-build');
  const buildFigures = skipBuild ? null : await builds();
  const {chromium: chromiumVersion, results: runs} = process.argv.includes('--build-only')
    ? {chromium: 'unknown', results: {}}
    : await lighthouseRuns();
  const medians = Object.fromEntries(
    Object.entries(runs).map(([page, list]) => [
      page,
      Object.fromEntries(
        (Object.keys(list[0] ?? {}) as (keyof PageFigures)[]).map((key) => [
          key,
          median(list.map((item) => item[key])),
        ]),
      ),
    ]),
  ) as Record<string, PageFigures>;
  fs.mkdirSync(path.join(ROOT, 'reports'), {recursive: true});
  const report = process.argv.includes('--build-only') ? 'reports/perf-bench-build.json' : 'reports/perf-bench.json';
  fs.writeFileSync(
    path.join(ROOT, report),
    JSON.stringify(
      {date: new Date().toISOString(), chromium: chromiumVersion, runs: RUNS, build: buildFigures, medians, all: runs},
      null,
      2,
    ),
  );

  const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
  console.log(`\nFirst-load budgets (median of ${RUNS} Lighthouse mobile runs per page; Chromium ${chromiumVersion})`);
  console.log('      page                               perf   TBT ms  LCP s   CLS    a11y  SEO   JS KB  CPU index');
  for (const [page, m] of Object.entries(medians)) {
    const ok =
      m.consoleErrors === 0 &&
      m.performance >= BUDGET.performance &&
      m.tbtMs <= BUDGET.tbtMs &&
      m.cls <= BUDGET.cls &&
      m.accessibility >= BUDGET.accessibility &&
      m.seo >= BUDGET.seo &&
      m.jsKB <= BUDGET.jsKB;
    console.log(
      `${mark(ok)}  ${page.padEnd(34)} ${m.performance.toFixed(2).padStart(5)} ${m.tbtMs.toFixed(0).padStart(7)} ${(m.lcpMs / 1000).toFixed(2).padStart(6)} ${m.cls.toFixed(3).padStart(6)} ${m.accessibility.toFixed(2).padStart(5)} ${m.seo.toFixed(2).padStart(5)} ${m.jsKB.toFixed(1).padStart(7)} ${m.benchmarkIndex.toFixed(0).padStart(10)}${m.consoleErrors > 0 ? '  console errors!' : ''}`,
    );
  }
  console.log(
    "      (CPU index: Lighthouse's benchmarkIndex, median; figures from a run far below the machine's quiet value are the host's load, not the site's)",
  );
  console.log(
    `      budgets                             ≥${BUDGET.performance}  ≤${BUDGET.tbtMs}           ≤${BUDGET.cls}  ${BUDGET.accessibility}     ${BUDGET.seo}    ≤${BUDGET.jsKB}`,
  );
  if (buildFigures) {
    const {cold, edit} = buildFigures;
    console.log(
      `${mark(cold.seconds <= BUDGET.buildS)}  cold build          ${cold.seconds.toFixed(1)} s (budget ${BUDGET.buildS} s; ${cpuIndexText(cold.cpuIndex.before)} before it, ${cpuIndexText(cold.cpuIndex.after)} after)`,
    );
    console.log(
      `${mark(cold.peakBytes / 1e9 <= BUDGET.buildGB)}  cold build memory   ${(cold.peakBytes / 1e9).toFixed(2)} GB peak (budget ${BUDGET.buildGB} GB)`,
    );
    console.log(
      `${mark(edit.seconds < cold.seconds / 2)}  rebuild after edit  ${edit.seconds.toFixed(1)} s (budget: under half the cold build, ${(cold.seconds / 2).toFixed(1)} s)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
