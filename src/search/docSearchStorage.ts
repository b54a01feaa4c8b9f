/**
 * The recent and favorite searches the search modal keeps in localStorage,
 * under DocSearch's keys and in its format, so a reader keeps them whether the
 * build uses the local index or hosted DocSearch.
 *
 * DocSearch trusts what it finds there:
 * - a value that is not a JSON array of hits (left by an older version,
 *   another app on the same origin, or a hand edit) makes the modal throw and
 *   takes the page down with it;
 * - it renders an entry's titles and text as HTML, so markup stored there
 *   would run in the page.
 * Before each opening of the modal, this keeps only well-formed entries, with
 * a same-site address, and rewrites their text so that it displays as text:
 * whatever was stored, markup in it is shown, never run. The hits of our own
 * index are stored already escaped, and come out of this unchanged.
 */
import {HIERARCHY_LEVELS} from './types';
import {escapeHtml} from './escapeHtml';

const KEYS = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/** HTML that displays `value` as text: the escapes our index writes are kept, anything else is escaped. */
export function asDisplayedText(value: string): string {
  return escapeHtml(value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity));
}

type StoredHit = {
  objectID: string;
  url: string;
  type?: unknown;
  hierarchy: Record<string, unknown>;
  content?: unknown;
  [other: string]: unknown;
};

function isStoredHit(value: unknown): value is StoredHit {
  if (!value || typeof value !== 'object') return false;
  const hit = value as {objectID?: unknown; url?: unknown; hierarchy?: unknown};
  return (
    typeof hit.objectID === 'string' &&
    typeof hit.url === 'string' &&
    !!hit.hierarchy &&
    typeof hit.hierarchy === 'object'
  );
}

/**
 * A page of this site: a path that stays on the site (not `//host` nor `/\host`, which browsers
 * read as another host), or an http(s) address (a hit's URL as the index gives it, which the
 * modal links as its path).
 */
function isSiteUrl(url: string): boolean {
  if (url.startsWith('/')) {
    const base = 'https://site.invalid';
    try {
      return new URL(url, base).origin === base;
    } catch {
      return false;
    }
  }
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The entry as DocSearch may render it: known fields only, text as text. */
function asSafeHit(hit: StoredHit): Record<string, unknown> {
  const hierarchy: Record<string, string | null> = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = hit.hierarchy[level];
    hierarchy[level] = typeof value === 'string' ? asDisplayedText(value) : null;
  }
  const safe: Record<string, unknown> = {
    objectID: hit.objectID,
    url: hit.url,
    type: typeof hit.type === 'string' && /^(lvl[1-6]|content)$/.test(hit.type) ? hit.type : 'lvl1',
    hierarchy,
    content: typeof hit.content === 'string' ? asDisplayedText(hit.content) : null,
  };
  for (const key of ['docusaurus_tag', 'language']) {
    if (typeof hit[key] === 'string') safe[key] = hit[key];
  }
  return safe;
}

export type StoredSearchKind = 'recent' | 'favorite';

export type StoredSearch = {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  docusaurus_tag?: string;
  language?: string;
};

/** The specification's limits: 7 recent searches (4 when there are favorites), 10 favorites. */
export const RECENT_SEARCHES = 7;
export const RECENT_SEARCHES_BESIDE_FAVORITES = 4;
export const FAVORITE_SEARCHES = 10;

function storageKey(kind: StoredSearchKind, indexName: string): string {
  return `${kind === 'recent' ? KEYS[0] : KEYS[1]}${indexName}`;
}

/** The stored searches of one kind, well-formed and as text whatever was stored; none when storage fails. */
export function readStoredSearches(
  kind: StoredSearchKind,
  indexName: string,
  storage: Storage | undefined = globalThis.localStorage,
): StoredSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey(kind, indexName)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isStoredHit)
      .filter((hit) => isSiteUrl(hit.url))
      .map((hit) => asSafeHit(hit) as StoredSearch);
  } catch {
    return [];
  }
}

export function writeStoredSearches(
  kind: StoredSearchKind,
  indexName: string,
  searches: readonly StoredSearch[],
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(storageKey(kind, indexName), JSON.stringify(searches));
  } catch {
    // Full or unavailable storage: the searches are kept for this visit only.
  }
}

/** A hit as it is stored: its fields, without the highlights of the query that found it. */
export function asStoredSearch(hit: StoredSearch & Record<string, unknown>): StoredSearch {
  return asSafeHit(hit as StoredHit) as StoredSearch;
}

/** `searches` with `search` first (once), cut to `limit`. */
export function withSearchFirst(
  searches: readonly StoredSearch[],
  search: StoredSearch,
  limit: number,
): StoredSearch[] {
  return [search, ...searches.filter((other) => other.objectID !== search.objectID)].slice(0, limit);
}

export function sanitizeDocSearchStorage(
  indexName: string,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  if (!storage) return;
  for (const prefix of KEYS) {
    const key = `${prefix}${indexName}`;
    try {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = null;
      }
      if (!Array.isArray(parsed)) {
        storage.removeItem(key);
        continue;
      }
      const safe = parsed
        .filter(isStoredHit)
        .filter((hit) => isSiteUrl(hit.url))
        .map(asSafeHit);
      const serialised = JSON.stringify(safe);
      if (serialised !== raw) storage.setItem(key, serialised);
    } catch {
      // Storage may be unavailable (private mode, disabled cookies): DocSearch copes with that itself.
    }
  }
}
