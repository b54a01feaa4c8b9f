/**
 * search-index: after the build, reads the rendered HTML of every docs page
 * (all versions of this part, both areas) and every blog post, and writes
 * DocSearch-shaped records to `search-index/<docusaurus_tag>.json`, one shard
 * per docs version plus one for the blog (`default`). The browser loads only
 * the shards of the versions it searches, and only once the reader shows
 * intent to search.
 *
 * It fails the build, naming what is missing, when a docs page or post gives
 * no records (its HTML is missing, or has no article or title where
 * ./extract.ts looks), or when a docs version of this part, or the blog, ends
 * up with no shard: a search that silently lost pages is worse than a failed build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ExtractedPage} from './extract';
import {startExtractor, type Extractor} from './extractInWorker';
import {SEARCH_INDEX_DIR, shardFileName} from '../../src/search/types';
import type {CompactShard} from '../../src/search/shardFormat';
import {partHoldsVersion, sitePartOfConfig, type SitePart} from '../../src/site/parts';
import {CLIENT_VERSIONS, SERVER_VERSIONS} from '../../src/site/versions';

const BLOG_POST_ROUTE = /^\/blog\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/;
const DOCS_TAG = /^docs-/;
const BLOG_TAG = 'default';

function htmlFileOf(outDir: string, routePath: string): string {
  return routePath === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${routePath}.html`);
}

/** The docusaurus_tag of every docs version a build of `part` holds, and the blog's unless it is the archive. */
export function expectedTags(part: SitePart): string[] {
  const areas: [string, readonly string[]][] = [
    ['server', SERVER_VERSIONS],
    ['client', CLIENT_VERSIONS],
  ];
  const tags = areas.flatMap(([area, versions]) =>
    [...versions, 'current'].filter((name) => partHoldsVersion(part, area, name)).map((name) => `docs-${area}-${name}`),
  );
  return part === 'archive' ? tags : [...tags, BLOG_TAG];
}

/** Worker threads that extract pages: the other plugins' postBuild work is light, and the machine has two cores or more. */
export const EXTRACTION_WORKERS = 2;

export class SearchIndexError extends Error {
  constructor(problems: readonly string[]) {
    super(
      `[search-index] The search index would miss pages:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
        'Fix the page, or plugins/search-index/extract.ts if the page layout changed.',
    );
    this.name = 'SearchIndexError';
  }
}

export async function buildShards(
  outDir: string,
  routesPaths: readonly string[],
  baseUrl: string,
  origin: string,
  expected: readonly string[] = [],
  workers = EXTRACTION_WORKERS,
): Promise<CompactShard[]> {
  const byTag = new Map<string, CompactShard>();
  const problems: string[] = [];
  // Each page goes to a worker as soon as it is read; the answers are taken in route order.
  const extractors = Array.from({length: workers}, () => startExtractor());
  const pages: {routePath: string; tag: string; extracted: Promise<ExtractedPage | null>}[] = [];
  try {
    for (const routePath of routesPaths) {
      const sitePath = routePath.startsWith(baseUrl) ? `/${routePath.slice(baseUrl.length)}` : routePath;
      const isPost = BLOG_POST_ROUTE.test(sitePath);
      let html: string;
      try {
        html = await fs.readFile(htmlFileOf(outDir, sitePath), 'utf8');
      } catch {
        if (isPost) problems.push(`${routePath}: blog post without its HTML file`);
        continue;
      }
      const tag = /name=["']?docsearch:docusaurus_tag["']? content=["']?([^"'\s>]+)/.exec(html)?.[1] ?? BLOG_TAG;
      if (!isPost && !DOCS_TAG.test(tag)) continue;
      const extractor = extractors[pages.length % extractors.length] as Extractor;
      const extracted = extractor.extract({path: routePath, html, defaultLvl0: isPost ? 'Blog' : 'Docs'});
      // Awaited below, in order; a rejection is reported there.
      extracted.catch(() => undefined);
      pages.push({routePath, tag, extracted});
    }
    for (const {routePath, tag, extracted} of pages) {
      const found = await extracted;
      if (!found) {
        problems.push(`${routePath} (${tag}): no article body or title found, so no records`);
        continue;
      }
      let shard = byTag.get(tag);
      if (!shard) {
        shard = {tag, language: found.language, origin, pages: []};
        byTag.set(tag, shard);
      }
      shard.pages.push(found.page);
    }
  } finally {
    await Promise.all(extractors.map((extractor) => extractor.close()));
  }
  for (const tag of expected) {
    if (!byTag.get(tag)?.pages.length) problems.push(`${tag}: no pages indexed, so its shard would be empty`);
  }
  if (problems.length > 0) throw new SearchIndexError(problems);
  return [...byTag.values()].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
}

export default function searchIndex(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      const origin = context.siteConfig.url.replace(/\/$/, '');
      const part = sitePartOfConfig(context.siteConfig.customFields);
      const shards = await buildShards(outDir, routesPaths, context.baseUrl, origin, expectedTags(part));
      const dir = path.join(outDir, SEARCH_INDEX_DIR);
      await fs.mkdir(dir, {recursive: true});
      let total = 0;
      for (const shard of shards) {
        // One record for each page title and one for each outline entry.
        total += shard.pages.reduce((sum, [, , , outline]) => sum + 1 + outline.length, 0);
        await fs.writeFile(path.join(dir, shardFileName(shard.tag)), JSON.stringify(shard));
      }
      console.log(`[search-index] ${total} records in ${shards.length} shards written to ${SEARCH_INDEX_DIR}/`);
    },
  };
}
