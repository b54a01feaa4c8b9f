import {describe, expect, it} from 'vitest';
import {indexTerms, queryTerms} from '../../src/search/tokenize';
import {escapeHtml, highlight, snippet} from '../../src/search/highlight';
import {createLocalSearchClient, MAX_QUERY_LENGTH, parseFacetFilters} from '../../src/search/client';
import {expandShard} from '../../src/search/shardFormat';
import {compactShard} from '../support/searchShards';
import type {SearchRecord} from '../../src/search/types';

const ORIGIN = 'https://docs.example';
const TAGS = {pre: '<mark>', post: '</mark>'};

function record(
  tag: string,
  path: string,
  type: SearchRecord['type'],
  lvl1: string,
  extra: Partial<SearchRecord['hierarchy']> = {},
  content: string | null = null,
  anchor?: string,
): SearchRecord {
  const sitePath = anchor ? `${path}#${anchor}` : path;
  return {
    objectID: `${tag}:${sitePath}:${type}`,
    url: `${ORIGIN}${sitePath}`,
    type,
    hierarchy: {lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...extra},
    content,
    language: 'en',
    docusaurus_tag: tag,
  };
}

const SERVER = [
  record('docs-server-0.25', '/server/api-reference', 'lvl1', 'API reference'),
  record('docs-server-0.25', '/server/api-reference', 'lvl2', 'API reference', {lvl2: 'Schema'}, null, 'schema'),
  record(
    'docs-server-0.25',
    '/server/api-reference',
    'lvl3',
    'API reference',
    {lvl2: 'Schema', lvl3: 'make_executable_schema'},
    null,
    'make_executable_schema',
  ),
  record(
    'docs-server-0.25',
    '/server/api-reference',
    'content',
    'API reference',
    {lvl2: 'Schema', lvl3: 'make_executable_schema'},
    'Builds a GraphQLSchema from type definitions and bindables such as QueryType.',
    'make_executable_schema',
  ),
  record('docs-server-0.25', '/server/subscriptions', 'lvl1', 'Subscriptions'),
  record(
    'docs-server-0.25',
    '/server/subscriptions',
    'lvl2',
    'Subscriptions',
    {lvl2: 'WebSocket protocols'},
    null,
    'websocket-protocols',
  ),
  record(
    'docs-server-0.25',
    '/server/subscriptions',
    'content',
    'Subscriptions',
    {lvl2: 'WebSocket protocols'},
    'Ariadne speaks graphql-ws and graphql-transport-ws over a websocket connection.',
    'websocket-protocols',
  ),
];
const OLD = [record('docs-server-0.4.0', '/server/0.4.0/subscriptions', 'lvl1', 'Subscriptions')];
const BLOG = [record('default', '/blog/2024/12/19/ariadne-0-24', 'lvl1', 'Ariadne 0.24', {lvl0: 'Blog'})];

function shardsFetcher(fail = new Set<string>()) {
  const calls: string[] = [];
  const shards: Record<string, SearchRecord[]> = {'docs-server-0.25': SERVER, 'docs-server-0.4.0': OLD, default: BLOG};
  const fetchJson = async (url: string) => {
    calls.push(url);
    const tag = url.replace(/^.*\/search-index\//, '').replace(/\.json$/, '');
    if (fail.has(tag)) throw new Error('network down');
    const records = shards[tag];
    if (!records) throw new Error('404');
    return compactShard(tag, ORIGIN, records);
  };
  return {calls, fetchJson};
}

const CONTEXT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-server-0.25']];

describe('tokenize', () => {
  it('indexes identifiers whole and by their parts', () => {
    expect(indexTerms('make_executable_schema(QueryType)')).toEqual([
      'make_executable_schema',
      'make',
      'executable',
      'schema',
      'querytype',
      'query',
      'type',
    ]);
    expect(indexTerms('GraphQLHTTPHandler')).toEqual(['graphqlhttphandler', 'graphql', 'http', 'handler']);
  });

  it('keeps a typed identifier as one query term', () => {
    expect(queryTerms('make_exec')).toEqual(['make_exec']);
    expect(queryTerms('  "<script>" & regex.*(  ')).toEqual(['script', 'regex']);
  });
});

describe('highlight and snippet', () => {
  it('escapes markup and marks whole words only', () => {
    const result = highlight('Use <b>QueryType</b> & query', new Set(['querytype', 'query']), TAGS);
    expect(result.value).toBe('Use &lt;b&gt;<mark>QueryType</mark>&lt;/b&gt; &amp; <mark>query</mark>');
    expect(result.matchLevel).toBe('full');
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });

  it('marks the matching part of an identifier', () => {
    expect(highlight('call make_executable_schema', new Set(['schema']), TAGS).value).toBe(
      'call make_executable_<mark>schema</mark>',
    );
  });

  it('cuts a window of N words around the first match, with ellipses', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';
    const result = snippet(text, new Set(['nine']), 5, TAGS);
    expect(result.value).toBe('… eight <mark>nine</mark> ten eleven twelve …');
    expect(result.value.split(' ').filter((w) => w !== '…')).toHaveLength(5);
  });
});

describe('shard format', () => {
  it('expands back to exactly the records it was made from', () => {
    expect(expandShard(compactShard('docs-server-0.25', ORIGIN, SERVER))).toEqual(SERVER);
  });
});

describe('local search client', () => {
  it('parses facet filters as AND of OR groups', () => {
    expect(parseFacetFilters(CONTEXT)).toEqual([
      [['language', 'en']],
      [
        ['docusaurus_tag', 'default'],
        ['docusaurus_tag', 'docs-server-0.25'],
      ],
    ]);
  });

  it('loads only the shards the filters name, and answers in Algolia shape', async () => {
    const {calls, fetchJson} = shardsFetcher();
    const client = createLocalSearchClient({baseUrl: '/', fetchJson});
    const {results} = await client.search({
      requests: [
        {
          indexName: 'docs',
          query: 'make_executable_schema',
          facetFilters: CONTEXT,
          hitsPerPage: 20,
          attributesToSnippet: ['content:10'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    expect(calls.sort()).toEqual(['/search-index/default.json', '/search-index/docs-server-0.25.json']);
    const [result] = results;
    expect(result?.nbHits).toBeGreaterThan(0);
    expect(typeof result?.queryID).toBe('string');
    const [top] = result?.hits ?? [];
    expect(top?.url).toBe(`${ORIGIN}/server/api-reference#make_executable_schema`);
    expect(top?._highlightResult.hierarchy.lvl3?.value).toBe('<mark>make_executable_schema</mark>');
    expect(result?.hits.every((hit) => hit.docusaurus_tag === 'docs-server-0.25')).toBe(true);
  });

  it('gives every highlight and snippet result of a hit, also when the hit is serialised or spread', async () => {
    const {fetchJson} = shardsFetcher();
    const client = createLocalSearchClient({baseUrl: '/', fetchJson});
    const {results} = await client.search({
      requests: [
        {
          indexName: 'docs',
          query: 'websocket',
          facetFilters: CONTEXT,
          attributesToSnippet: ['hierarchy.lvl2:10', 'content:5'],
        },
      ],
    });
    const hit = results[0]?.hits.find((candidate) => candidate.type === 'content');
    expect(hit).toBeDefined();
    const text = 'Ariadne speaks graphql-ws and graphql-transport-ws over a websocket connection.';
    const terms = new Set(['websocket']);
    const copy = JSON.parse(JSON.stringify(hit));
    expect(copy._highlightResult.content).toEqual(highlight(text, terms, TAGS));
    expect(copy._snippetResult.content).toEqual(snippet(text, terms, 5, TAGS));
    expect(copy._highlightResult.hierarchy.lvl2).toEqual(highlight('WebSocket protocols', terms, TAGS));
    expect({...hit?._snippetResult}.content?.value).toBe(
      '… graphql-transport-ws over a <mark>websocket</mark> connection.',
    );
    expect(Object.keys(hit?._highlightResult ?? {}).sort()).toEqual(['content', 'hierarchy']);
  });

  it('finds by prefix while typing and tolerates a typo', async () => {
    const client = createLocalSearchClient({baseUrl: '/', fetchJson: shardsFetcher().fetchJson});
    const search = async (query: string) =>
      (await client.search({requests: [{query, facetFilters: CONTEXT}]})).results[0]?.hits.map((hit) => hit.url) ?? [];
    expect((await search('make_exec'))[0]).toContain('#make_executable_schema');
    expect((await search('subscriptoins'))[0]).toContain('/server/subscriptions');
    expect(await search('websock')).toContain(`${ORIGIN}/server/subscriptions#websocket-protocols`);
  });

  it('ranks a page title above body text', async () => {
    const client = createLocalSearchClient({baseUrl: '/', fetchJson: shardsFetcher().fetchJson});
    const {results} = await client.search({requests: [{query: 'subscriptions', facetFilters: CONTEXT}]});
    expect(results[0]?.hits[0]?.type).toBe('lvl1');
    expect(results[0]?.hits[0]?.url).toBe(`${ORIGIN}/server/subscriptions`);
  });

  it('keeps versions apart', async () => {
    const client = createLocalSearchClient({baseUrl: '/', fetchJson: shardsFetcher().fetchJson});
    const {results} = await client.search({
      requests: [{query: 'subscriptions', facetFilters: ['language:en', ['docusaurus_tag:docs-server-0.4.0']]}],
    });
    expect(results[0]?.hits.map((hit) => hit.url)).toEqual([`${ORIGIN}/server/0.4.0/subscriptions`]);
  });

  it('accepts the array form algoliasearch-helper sends, with paging and facet counts', async () => {
    const client = createLocalSearchClient({baseUrl: '/', fetchJson: shardsFetcher().fetchJson});
    const {results} = await client.search([
      {
        indexName: 'docs',
        params: {query: 'subscriptions', hitsPerPage: 1, page: 1, facetFilters: CONTEXT, facets: ['docusaurus_tag']},
      },
    ]);
    expect(results[0]?.page).toBe(1);
    expect(results[0]?.hits).toHaveLength(1);
    expect(results[0]?.nbPages).toBe(results[0]?.nbHits);
    expect(results[0]?.facets?.docusaurus_tag?.['docs-server-0.25']).toBe(results[0]?.nbHits);
  });

  it('fails with the error DocSearch shows as "Unable to fetch results", then retries on the next query', async () => {
    const fail = new Set(['docs-server-0.25']);
    const {calls, fetchJson} = shardsFetcher(fail);
    const client = createLocalSearchClient({baseUrl: '/', fetchJson});
    await expect(client.search({requests: [{query: 'schema', facetFilters: CONTEXT}]})).rejects.toMatchObject({
      name: 'RetryError',
    });
    fail.clear();
    const {results} = await client.search({requests: [{query: 'schema', facetFilters: CONTEXT}]});
    expect(results[0]?.nbHits).toBeGreaterThan(0);
    expect(calls.filter((url) => url.endsWith('docs-server-0.25.json'))).toHaveLength(2);
  });

  it('answers any query text without throwing, and never returns markup from it', async () => {
    const client = createLocalSearchClient({baseUrl: '/', fetchJson: shardsFetcher().fetchJson});
    const nasty = [
      '<img src=x onerror=alert(1)>',
      '"\'`',
      '.*+?^${}()|[]\\',
      '🦄🚀',
      'a'.repeat(500),
      '',
      '   ',
      '%00%',
      'schema<mark>',
    ];
    for (const query of nasty) {
      const {results} = await client.search({requests: [{query, facetFilters: CONTEXT}]});
      expect(results[0]?.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      for (const hit of results[0]?.hits ?? []) {
        const html = JSON.stringify(hit._snippetResult) + JSON.stringify(hit._highlightResult);
        expect(html).not.toMatch(/<(?!\/?mark>)/);
      }
    }
  });
});

describe('DocSearch storage guard', () => {
  function memoryStorage(entries: Record<string, string>): Storage {
    const data = new Map(Object.entries(entries));
    return {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      getItem: (key) => data.get(key) ?? null,
      key: (index) => [...data.keys()][index] ?? null,
      removeItem: (key) => void data.delete(key),
      setItem: (key, value) => void data.set(key, value),
    };
  }

  it('removes values that are not arrays and drops malformed entries', async () => {
    const {sanitizeDocSearchStorage} = await import('../../src/search/docSearchStorage');
    const good = {objectID: 'a', url: 'https://x/y', hierarchy: {lvl0: 'Docs'}};
    const storage = memoryStorage({
      __DOCSEARCH_RECENT_SEARCHES__docs: JSON.stringify([good, {objectID: 3}, null, 'x']),
      __DOCSEARCH_FAVORITE_SEARCHES__docs: 'null',
      __DOCSEARCH_RECENT_SEARCHES__other: '[{"broken":',
    });
    sanitizeDocSearchStorage('docs', storage);
    expect(JSON.parse(storage.getItem('__DOCSEARCH_RECENT_SEARCHES__docs') ?? '')).toEqual([good]);
    expect(storage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__docs')).toBeNull();
    expect(storage.getItem('__DOCSEARCH_RECENT_SEARCHES__other')).toBe('[{"broken":');
  });
});
