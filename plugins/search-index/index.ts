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
import {extractPage} from './extract';
import {SEARCH_INDEX_DIR, shardFileName} from '../../src/search/types';
import type {CompactShard} from '../../src/search/shardFormat';

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
): Promise<CompactShard[]> {
  const byTag = new Map<string, CompactShard>();
  for (const routePath of routesPaths) {
    const sitePath = routePath.startsWith(baseUrl) ? `/${routePath.slice(baseUrl.length)}` : routePath;
    const isPost = BLOG_POST_ROUTE.test(sitePath);
    let html: string;
    try {
      html = await fs.readFile(htmlFileOf(outDir, sitePath), 'utf8');
    } catch {
      continue;
    }
    const tag = /name=["']?docsearch:docusaurus_tag["']? content=["']?([^"'\s>]+)/.exec(html)?.[1] ?? 'default';
    if (!isPost && !DOCS_TAG.test(tag)) continue;
    const extracted = extractPage({path: routePath, html, defaultLvl0: isPost ? 'Blog' : 'Docs'});
    if (!extracted) continue;
    let shard = byTag.get(tag);
    if (!shard) {
      shard = {tag, language: extracted.language, origin, pages: []};
      byTag.set(tag, shard);
    }
    shard.pages.push(extracted.page);
  }
  return [...byTag.values()].sort((a, b) => a.tag.localeCompare(b.tag));
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
        // One record for each page title and one for each outline entry.
        total += shard.pages.reduce((sum, [, , , outline]) => sum + 1 + outline.length, 0);
        await fs.writeFile(path.join(dir, shardFileName(shard.tag)), JSON.stringify(shard));
      }
      console.log(`[search-index] ${total} records in ${shards.length} shards written to ${SEARCH_INDEX_DIR}/`);
    },
  };
}
