/**
 * The shape of one search record: the same fields DocSearch's crawler writes to
 * an Algolia index for a Docusaurus site, so the records can be pushed to a
 * hosted engine unchanged.
 */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export const HIERARCHY_LEVELS: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export type Hierarchy = Record<HierarchyLevel, string | null>;

export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export type SearchRecord = {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /**
   * The words of the code examples under a heading (on the heading's record):
   * searchable, weighted below prose, never shown, and left out of hits.
   */
  code?: string;
};

/** Where shards are published, relative to the site's base URL. */
export const SEARCH_INDEX_DIR = 'search-index';

export function shardFileName(tag: string): string {
  return `${tag.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
}

/** The search box's limit, from the specification; longer queries are cut to it. */
export const MAX_QUERY_LENGTH = 64;

/**
 * How long a shard request waits for a byte: the specification's read timeout
 * for search calls. A try that times out is tried once more, waiting
 * RETRY_TIMEOUT_FACTOR times as long (./shardSearch.ts).
 */
export const SHARD_READ_TIMEOUT_MS = 2000;
