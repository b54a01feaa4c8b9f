/**
 * Search over the site's own index shards with the contract of Algolia's
 * client (`search({requests})`, and the older array form algoliasearch-helper
 * sends), fetching each shard on first use. In the browser it runs in a Web
 * Worker (./searchWorker.ts, reached through ./inBrowserSearch.ts); the
 * benchmark and the unit tests call it directly.
 */
import {SearchEngine, type EngineHit} from './engine';
import {categoryOf} from './modalGroups';
import {escapeHtml} from './escapeHtml';
import {highlight, snippet, type HighlightResult, type Tags} from './highlight';
import {expandShard, type CompactShard} from './shardFormat';
import {
  HIERARCHY_LEVELS,
  MAX_QUERY_LENGTH,
  SEARCH_INDEX_DIR,
  SHARD_READ_TIMEOUT_MS,
  shardFileName,
  type SearchRecord,
} from './types';
import {parseFacetFilters, type FacetFilters} from './facetFilters';
import {queryTerms} from './tokenize';

export {MAX_QUERY_LENGTH, parseFacetFilters};

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_TAGS: Tags = {pre: '<mark>', post: '</mark>'};

export type SearchParams = {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  /** Records matching these rank higher but are not required (Algolia's optionalFilters); docusaurus_tag only. */
  optionalFilters?: FacetFilters;
  /**
   * At most this many hits per page of the site, the hits of a page together,
   * pages in the order of their best hit; `nbHits`, `hitsPerPage` and `page`
   * then count pages (Algolia's distinct, with the page URL as the distinct attribute).
   */
  distinct?: number | boolean;
  facets?: string | readonly string[];
  /**
   * At most this many of the page's hits per category (the record's lvl0,
   * "Docs" or "Blog"), in order; the counts are unchanged. This index's own
   * parameter: the search modal shows no more than that per category, and a
   * hit it would not show is not formatted nor sent to it.
   */
  hitsPerCategory?: number;
  attributesToSnippet?: readonly string[];
  /** Attributes given a `_highlightResult` (Algolia's default: all of them). */
  attributesToHighlight?: readonly string[];
  /**
   * Attributes of the record a hit carries (Algolia's default: all of them). Only the page text is ever
   * left out: a reader that shows its snippet need not be sent the whole of it.
   */
  attributesToRetrieve?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [other: string]: unknown;
};

export type SearchRequest = SearchParams & {indexName?: string};
type LegacyRequest = {indexName?: string; params?: SearchParams | string};

export type Hit = Omit<SearchRecord, 'hierarchy' | 'content' | 'code'> & {
  hierarchy: SearchRecord['hierarchy'];
  content: string | null;
  _highlightResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
};

export type SearchResponse = {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID: string;
  facets?: Record<string, Record<string, number>>;
};

/** A shard that could not be loaded; DocSearch shows "Unable to fetch results" for errors with this name. */
export class ShardUnavailableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}

export type ShardFetcher = (url: string) => Promise<unknown>;

export type ShardSearchOptions = {
  /** The site's base URL, for example `/`. */
  baseUrl: string;
  fetchJson?: ShardFetcher;
};

/** A shard request that gave up because nothing arrived in time. */
class ReadTimeoutError extends Error {}

/**
 * How much longer the second try of a timed-out shard waits: Algolia's client,
 * whose timeouts the specification gives, waits four times its read timeout
 * on the try after a timeout (no host timed out before, plus 3, plus the one
 * timeout). A static site has one host, so the second try goes to it again.
 */
export const RETRY_TIMEOUT_FACTOR = 4;

/**
 * Fetches a shard with a read timeout: it fails when no byte of it arrives for
 * `readTimeoutMs`, whether the server does not answer or stops in the middle;
 * a slow but steady download of a large shard is not cut.
 */
async function fetchJsonWithin(url: string, readTimeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitForBytes = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), readTimeoutMs);
  };
  try {
    waitForBytes();
    const response = await fetch(url, {credentials: 'same-origin', signal: controller.signal});
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (!response.body) return await response.json();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      waitForBytes();
      const {done, value} = await reader.read();
      if (done) break;
      text += decoder.decode(value, {stream: true});
    }
    return JSON.parse(text + decoder.decode());
  } catch (error) {
    if (controller.signal.aborted) throw new ReadTimeoutError(`${url}: nothing arrived for ${readTimeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The browser's shard fetcher. A try that times out is tried once more with
 * RETRY_TIMEOUT_FACTOR times the read timeout, as Algolia's client does: a
 * moment when the reader's machine or network is too busy to deliver a byte
 * for SHARD_READ_TIMEOUT_MS is not yet a failed search. An error status or a
 * broken shard fails at once; a server that never answers fails after both tries.
 */
export const fetchShardJson: ShardFetcher = async (url) => {
  try {
    return await fetchJsonWithin(url, SHARD_READ_TIMEOUT_MS);
  } catch (error) {
    if (!(error instanceof ReadTimeoutError)) throw error;
    return fetchJsonWithin(url, SHARD_READ_TIMEOUT_MS * RETRY_TIMEOUT_FACTOR);
  }
};

function isCompactShard(value: unknown): value is CompactShard {
  const shard = value as CompactShard;
  return Boolean(shard) && typeof shard.tag === 'string' && Array.isArray(shard.pages);
}

function recordValue(record: SearchRecord, attribute: string): string | null {
  if (attribute === 'language') return record.language;
  if (attribute === 'docusaurus_tag') return record.docusaurus_tag;
  if (attribute === 'type') return record.type;
  return null;
}

function matchesFilters(record: SearchRecord, groups: [string, string][][]): boolean {
  return groups.every((group) => group.some(([attribute, value]) => recordValue(record, attribute) === value));
}

function snippetWords(attributesToSnippet: readonly string[] | undefined): Map<string, number> {
  const words = new Map<string, number>();
  for (const entry of attributesToSnippet ?? []) {
    const [attribute = '', count = '10'] = entry.split(':');
    words.set(attribute, Number.parseInt(count, 10) || 10);
  }
  return words;
}

/** How a request wants its hits highlighted and cut: worked out once per request, used for every hit. */
type HitFormat = {
  queryTerms: string[];
  tags: Tags;
  ellipsis: string;
  snippetSizes: Map<string, number>;
  /** Whether an attribute (`content`, `hierarchy.lvl2`) gets a highlight result. */
  highlights: (attribute: string) => boolean;
  /** Whether hits carry the page text itself, besides its snippet. */
  withContent: boolean;
};

function hitFormat(params: SearchParams): HitFormat {
  const toHighlight = params.attributesToHighlight ? new Set(params.attributesToHighlight) : null;
  return {
    highlights: (attribute) => !toHighlight || toHighlight.has('*') || toHighlight.has(attribute),
    queryTerms: queryTerms(params.query ?? ''),
    tags: {pre: params.highlightPreTag ?? DEFAULT_TAGS.pre, post: params.highlightPostTag ?? DEFAULT_TAGS.post},
    ellipsis: params.snippetEllipsisText ?? '…',
    snippetSizes: snippetWords(params.attributesToSnippet),
    withContent:
      !params.attributesToRetrieve ||
      params.attributesToRetrieve.includes('*') ||
      params.attributesToRetrieve.includes('content'),
  };
}

/**
 * Defines `key` on `target` as an enumerable property computed on first read:
 * readers of a hit (DocSearch's modal, the search page) use only some of its
 * highlight results, and marking long page text nobody shows costs a keystroke
 * time for nothing. Spreading, JSON and reading the property all see the value.
 */
function lazyProperty<T>(target: Record<string, T>, key: string, compute: () => T): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, key, {value, enumerable: true, configurable: true, writable: true});
      return value;
    },
  });
}

function toHit(
  hit: EngineHit,
  {queryTerms: typed, tags, ellipsis, snippetSizes, highlights, withContent}: HitFormat,
): Hit {
  const {code: _code, ...record} = hit.record;
  const terms = new Set([...hit.terms, ...typed]);
  const hierarchy = {...record.hierarchy};
  const highlightHierarchy: Record<string, HighlightResult> = {};
  const snippetHierarchy: Record<string, HighlightResult> = {};
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    hierarchy[level] = escapeHtml(text);
    const words = snippetSizes.get(`hierarchy.${level}`);
    if (words) {
      if (highlights(`hierarchy.${level}`)) lazyProperty(highlightHierarchy, level, () => highlight(text, terms, tags));
      lazyProperty(snippetHierarchy, level, () => snippet(text, terms, words, tags, ellipsis));
    } else {
      const highlighted = highlight(text, terms, tags);
      if (highlights(`hierarchy.${level}`)) highlightHierarchy[level] = highlighted;
      snippetHierarchy[level] = highlighted;
    }
  }
  const highlightResult: Hit['_highlightResult'] = {hierarchy: highlightHierarchy};
  const snippetResult: Hit['_snippetResult'] = {hierarchy: snippetHierarchy};
  const {content} = record;
  if (content !== null) {
    const words = snippetSizes.get('content') ?? 10;
    if (highlights('content')) {
      lazyProperty(highlightResult as Record<string, unknown>, 'content', () => highlight(content, terms, tags));
    }
    lazyProperty(snippetResult as Record<string, unknown>, 'content', () =>
      snippet(content, terms, words, tags, ellipsis),
    );
  }
  return {
    ...record,
    hierarchy,
    content: content === null || !withContent ? null : escapeHtml(content),
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}

/** The first `perCategory` hits of each category (as the modal groups them), in their order. */
function capPerCategory(hits: readonly EngineHit[], perCategory: number): EngineHit[] {
  const counts = new Map<string, number>();
  return hits.filter((hit) => {
    const category = categoryOf(hit.record);
    const count = counts.get(category) ?? 0;
    counts.set(category, count + 1);
    return count < perCategory;
  });
}

function normaliseRequests(input: unknown): SearchRequest[] {
  if (Array.isArray(input)) {
    return (input as LegacyRequest[]).map(({indexName, params}) => {
      const parsed: SearchParams =
        typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : {...(params ?? {})};
      return {indexName, ...parsed};
    });
  }
  const requests = (input as {requests?: SearchRequest[]} | undefined)?.requests;
  return Array.isArray(requests) ? requests : [];
}

function randomId(): string {
  return Math.random().toString(36).slice(2, 12);
}

/** Pages in the order of their best hit, at most `perPage` hits each, a page's hits together. */
function groupByPage(matches: readonly EngineHit[], perPage: number): EngineHit[][] {
  const pages = new Map<string, EngineHit[]>();
  for (const match of matches) {
    const url = match.page;
    let hits = pages.get(url);
    if (!hits) {
      hits = [];
      pages.set(url, hits);
    }
    if (hits.length < perPage) hits.push(match);
  }
  return [...pages.values()];
}

export function createShardSearch({baseUrl, fetchJson = fetchShardJson}: ShardSearchOptions) {
  const engine = new SearchEngine();
  const pending = new Map<string, Promise<void>>();
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  function loadShard(tag: string): Promise<void> {
    if (engine.hasTag(tag)) return Promise.resolve();
    const existing = pending.get(tag);
    if (existing) return existing;
    const url = `${base}${SEARCH_INDEX_DIR}/${shardFileName(tag)}`;
    const loading = fetchJson(url)
      .then((data) => {
        if (!isCompactShard(data)) throw new Error(`${url} is not a search shard`);
        engine.add(tag, expandShard(data));
      })
      .catch((error: unknown) => {
        throw new ShardUnavailableError(`The search index for ${tag} could not be loaded.`, {cause: error});
      })
      .finally(() => pending.delete(tag));
    pending.set(tag, loading);
    return loading;
  }

  /** Tags a request can match: the docusaurus_tag values its filters allow. */
  function tagsOf(groups: [string, string][][]): string[] {
    const tags = new Set<string>();
    for (const group of groups) {
      for (const [attribute, value] of group) if (attribute === 'docusaurus_tag') tags.add(value);
    }
    return [...tags];
  }

  async function answer(request: SearchRequest): Promise<SearchResponse> {
    const started = Date.now();
    const query = String(request.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE)));
    const page = Math.max(0, Number(request.page ?? 0) || 0);
    const groups = parseFacetFilters(request.facetFilters);
    await Promise.all(tagsOf(groups).map(loadShard));
    const preferredTags = tagsOf(parseFacetFilters(request.optionalFilters));
    const matches = query.trim()
      ? engine.search(query, (record) => matchesFilters(record, groups), {preferredTags})
      : [];
    const format = hitFormat({...request, query});
    const distinct = request.distinct === true ? 1 : Number(request.distinct ?? 0) || 0;
    const pages = distinct > 0 ? groupByPage(matches, distinct) : matches.map((match) => [match]);
    const facetNames =
      request.facets === undefined ? [] : typeof request.facets === 'string' ? [request.facets] : [...request.facets];
    const listed = pages.slice(page * hitsPerPage, (page + 1) * hitsPerPage).flat();
    const perCategory = Number(request.hitsPerCategory);
    const response: SearchResponse = {
      hits: (perCategory > 0 ? capPerCategory(listed, perCategory) : listed).map((hit) => toHit(hit, format)),
      nbHits: pages.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(pages.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query,
      params: '',
      index: request.indexName ?? '',
      queryID: randomId(),
    };
    if (facetNames.length > 0) {
      response.facets = {};
      for (const name of facetNames) {
        const counts: Record<string, number> = {};
        for (const {record} of matches) {
          const value = recordValue(record, name);
          if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
        }
        response.facets[name] = counts;
      }
    }
    return response;
  }

  return {
    /** Algolia's search call: `{requests: [...]}` or the older array of `{indexName, params}`. */
    async search(input: unknown): Promise<{results: SearchResponse[]}> {
      const requests = normaliseRequests(input);
      return {results: await Promise.all(requests.map(answer))};
    },
    /** Starts loading the shards for these tags ahead of the first query; failures surface at query time. */
    preload(tags: readonly string[]): void {
      for (const tag of tags) loadShard(tag).catch(() => undefined);
    },
    // The parts of Algolia's client interface DocSearch and the helper touch besides search.
    addAlgoliaAgent(): void {},
    clearCache(): Promise<void> {
      return Promise.resolve();
    },
    appId: 'local',
    transporter: {},
  };
}

export type ShardSearch = ReturnType<typeof createShardSearch>;
