/**
 * Relevance of the site search and of Pagefind on the same pages and queries,
 * for bench/search.ts.
 *
 * Ours is scored as the reader sees it: the hits of the modal's request (from
 * a page of the case's area: its latest docs, the other area's latest docs and
 * the blog, with the area being read as the optional filter), in the modal's
 * display order (src/search/modalGroups.ts: by category, then by page, five per group),
 * as the list of distinct pages in that order.
 *
 * Pagefind (the `pagefind` npm package, default settings) indexes the built
 * HTML of the same pages (the latest docs of both areas and the blog posts)
 * and is queried with its own browser API in Chromium.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import serveHandler from 'serve-handler';
import {createShardSearch} from '../src/search/shardSearch';
import {MODAL_REQUEST} from '../src/search/modalRequest';
import {displayOrder} from '../src/search/modalGroups';
import type {RelevanceCase} from './relevance-set';

export type Latest = {server: string; client: string};

export type CaseResult = {
  query: string;
  area: string;
  kind: string;
  expect: string[];
  /** 1-based rank of the first expected page among distinct pages, or null. */
  rank: number | null;
  top3: string[];
};

export type Scores = {cases: number; top1: number; top3: number; mrr5: number; rows: CaseResult[]};

function distinctPages(urls: readonly string[]): string[] {
  const pages: string[] = [];
  for (const url of urls) {
    const page = url.replace(/#.*$/, '').replace(/\/$/, '') || '/';
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

export function score(cases: readonly RelevanceCase[], ranked: readonly string[][]): Scores {
  const rows = cases.map((item, position) => {
    const pages = ranked[position] ?? [];
    const index = pages.findIndex((page) => item.expect.includes(page));
    return {
      query: item.query,
      area: item.area,
      kind: item.kind,
      expect: item.expect,
      rank: index === -1 ? null : index + 1,
      top3: pages.slice(0, 3),
    };
  });
  const share = (test: (rank: number) => boolean) =>
    rows.filter((row) => row.rank !== null && test(row.rank)).length / Math.max(1, rows.length);
  const mrr5 = rows.reduce((sum, row) => sum + (row.rank !== null && row.rank <= 5 ? 1 / row.rank : 0), 0);
  return {
    cases: rows.length,
    top1: share((rank) => rank === 1),
    top3: share((rank) => rank <= 3),
    mrr5: mrr5 / Math.max(1, rows.length),
    rows,
  };
}

/** Our ranking: the modal's request from a page of each case's area, in display order, as distinct pages. */
export async function rankOurs(build: string, cases: readonly RelevanceCase[], latest: Latest): Promise<string[][]> {
  const search = createShardSearch({
    baseUrl: '/',
    fetchJson: async (url) => JSON.parse(fs.readFileSync(path.join(build, url), 'utf8')),
  });
  const filters = [
    'language:en',
    [
      'docusaurus_tag:default',
      `docusaurus_tag:docs-server-${latest.server}`,
      `docusaurus_tag:docs-client-${latest.client}`,
    ],
  ];
  const ranked: string[][] = [];
  for (const item of cases) {
    const {results} = await search.search({
      requests: [
        {
          query: item.query,
          facetFilters: filters,
          optionalFilters: [`docusaurus_tag:docs-${item.area}-${latest[item.area]}`],
          ...MODAL_REQUEST,
        },
      ],
    });
    const hits = displayOrder(results[0]?.hits ?? []);
    ranked.push(distinctPages(hits.map((hit) => new URL(hit.url).pathname)));
  }
  return ranked;
}

/** The built HTML files of the pages both engines index: latest docs of each area, and the blog posts. */
export function indexedPages(build: string): {url: string; file: string}[] {
  const archived = /^(server|client)\/(next|\d[^/]*)\//;
  const files = (fs.readdirSync(build, {recursive: true}) as string[]).filter((file) => file.endsWith('.html'));
  return files
    .filter(
      (file) =>
        (/^(server|client)\//.test(file) && !archived.test(file)) ||
        /^blog\/\d{4}\/\d{2}\/\d{2}\/[^/]+\.html$/.test(file),
    )
    .map((file) => ({url: `/${file.replace(/\.html$/, '')}`, file: path.join(build, file)}))
    .filter(({file}) => {
      // Only pages that carry a docs or blog post body: the version landing pages redirect.
      const html = fs.readFileSync(file, 'utf8');
      return html.includes('<article');
    });
}

/** Pagefind over the same pages with its default settings, queried in Chromium through its own API. */
export async function rankPagefind(
  browser: Browser,
  build: string,
  cases: readonly RelevanceCase[],
): Promise<{ranked: string[][]; pages: number; version: string}> {
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  const pages = indexedPages(build);
  for (const page of pages) {
    const added = await index.addHTMLFile({url: page.url, content: fs.readFileSync(page.file, 'utf8')});
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join('; ')}`);
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-bench-'));
  const written = await index.writeFiles({outputPath: path.join(root, 'pagefind')});
  if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  await pagefind.close();
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Pagefind</title>');
  const server = http.createServer((request, response) => serveHandler(request, response, {public: root}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  const version = (
    JSON.parse(fs.readFileSync(path.join(__dirname, '../node_modules/pagefind/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    // A script string: the bench runs under vite-node, which rewrites a dynamic import() in a function.
    const ranked = (await page.evaluate(`(async (queries) => {
      const api = await import(location.origin + '/pagefind/pagefind.js');
      await api.init();
      const out = [];
      for (const query of queries) {
        const {results} = await api.search(query);
        const data = await Promise.all(results.slice(0, 10).map((result) => result.data()));
        out.push(data.map((entry) => entry.url));
      }
      return out;
    })(${JSON.stringify(cases.map((item) => item.query))})`)) as string[][];
    await page.close();
    return {ranked: ranked.map((urls) => distinctPages(urls)), pages: pages.length, version};
  } finally {
    server.close();
    fs.rmSync(root, {recursive: true, force: true});
  }
}
