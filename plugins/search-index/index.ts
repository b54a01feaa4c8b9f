/**
 * search-index: after the build, reads the rendered HTML of every docs page
 * (all versions, both areas) and every blog post, and writes DocSearch-shaped
 * records to `search-index/<docusaurus_tag>.json`, one shard per docs version
 * plus one for the blog (`default`). The browser loads only the shards of the
 * versions it searches, and only once the reader shows intent to search.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords} from './extract';
import {SEARCH_INDEX_DIR, shardFileName, type SearchRecord, type SearchShard} from '../../src/search/types';
import {compactShard} from '../../src/search/shardFormat';

const BLOG_POST_ROUTE = /^\/blog\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/;
const DOCS_TAG = /^docs-/;

function htmlFileOf(outDir: string, routePath: string): string {
  return routePath === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${routePath}.html`);
}

export async function buildShards(
  outDir: string,
  routesPaths: readonly string[],
  baseUrl: string,
  origin: string,
): Promise<SearchShard[]> {
  const byTag = new Map<string, SearchRecord[]>();
  for (const routePath of routesPaths) {
    const sitePath = routePath.startsWith(baseUrl) ? `/${routePath.slice(baseUrl.length)}` : routePath;
    const isPost = BLOG_POST_ROUTE.test(sitePath);
    let html: string;
    try {
      html = await fs.readFile(htmlFileOf(outDir, sitePath), 'utf8');
    } catch {
      continue;
    }
    const tag = /name=["']?docsearch:docusaurus_tag["']? content=["']?([^"'\s>]+)/.exec(html)?.[1];
    if (!isPost && !(tag && DOCS_TAG.test(tag))) continue;
    const records = extractRecords({path: routePath, origin, html, defaultTag: 'default', defaultLvl0: isPost ? 'Blog' : 'Docs'});
    for (const record of records) {
      const list = byTag.get(record.docusaurus_tag) ?? [];
      list.push(record);
      byTag.set(record.docusaurus_tag, list);
    }
  }
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, records]) => ({tag, records}));
}

export default function searchIndex(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      const origin = context.siteConfig.url.replace(/\/$/, '');
      const shards = await buildShards(outDir, routesPaths, context.baseUrl, origin);
      const dir = path.join(outDir, SEARCH_INDEX_DIR);
      await fs.mkdir(dir, {recursive: true});
      let total = 0;
      for (const shard of shards) {
        total += shard.records.length;
        await fs.writeFile(path.join(dir, shardFileName(shard.tag)), JSON.stringify(compactShard(shard.tag, origin, shard.records)));
      }
      console.log(`[search-index] ${total} records in ${shards.length} shards written to ${SEARCH_INDEX_DIR}/`);
    },
  };
}
