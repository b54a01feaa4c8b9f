/**
 * The inverse of expandShard (src/search/shardFormat.ts), for tests: lets a
 * fixture be written as the records a reader would get and served as a shard.
 */
import {CONTENT, type CompactPage, type CompactShard, type OutlineEntry} from '../../src/search/shardFormat';
import type {SearchRecord} from '../../src/search/types';

export function compactShard(tag: string, origin: string, records: readonly SearchRecord[]): CompactShard {
  const pages = new Map<string, CompactPage>();
  for (const record of records) {
    const pageUrl = record.url.split('#')[0] ?? record.url;
    if (!pageUrl.startsWith(origin)) throw new Error(`record ${record.url} is not under ${origin}`);
    const path = pageUrl.slice(origin.length);
    let page = pages.get(path);
    if (!page) {
      page = [path, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? '', []];
      pages.set(path, page);
    }
    const anchor = record.url.includes('#') ? record.url.slice(record.url.indexOf('#') + 1) : null;
    if (record.type === 'lvl1') {
      if (record.code) page[4] = record.code;
      continue;
    }
    if (record.type === 'content') {
      page[3].push([CONTENT, anchor, record.content ?? '']);
    } else {
      const level = Number(record.type.slice(3));
      const entry: OutlineEntry = [level, anchor, record.hierarchy[record.type] ?? ''];
      if (record.code) entry.push(record.code);
      page[3].push(entry);
    }
  }
  return {tag, language: records[0]?.language ?? 'en', origin, pages: [...pages.values()]};
}
