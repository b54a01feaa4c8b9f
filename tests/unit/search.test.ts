import {describe, expect, it} from 'vitest';
import {stemmer} from 'stemmer';
import {indexTerms, meaningfulTerms, queryTerms, stem} from '../../src/search/tokenize';
import {escapeHtml} from '../../src/search/escapeHtml';
import {highlight, snippet} from '../../src/search/highlight';
import {createShardSearch, MAX_QUERY_LENGTH, parseFacetFilters} from '../../src/search/shardSearch';
import {expandShard} from '../../src/search/shardFormat';
import {compactShard} from '../support/searchShards';
import MiniSearch from 'minisearch';
import {ShardIndex} from '../../src/search/engine';
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
    expect(indexTerms('ExplorerGraphiQL')).toEqual(['explorergraphiql', 'explorer', 'graphiql']);
  });

  it('stems English words alike at indexing and query time, and leaves names as they are', () => {
    expect(stem('testing')).toBe(stem('tests'));
    expect(stem('subscriptions')).toBe(stem('subscription'));
    expect(stem('make_executable_schema')).toBe('make_executable_schema');
    expect(stem('0.24')).toBe('0.24');
  });

  it("gives Porter's stem of every word however many words it has already stemmed", () => {
    // More distinct words than the stems kept, so the second pass also runs after the store was emptied.
    const letters = (index: number): string =>
      (index >= 26 ? letters(Math.floor(index / 26) - 1) : '') + String.fromCharCode(97 + (index % 26));
    const words = Array.from({length: 25_000}, (_, index) => `resolving${letters(index)}s`);
    expect(new Set(words).size).toBe(words.length);
    const once = words.map(stem);
    expect(words.map(stem)).toEqual(once);
    expect(once).toEqual(words.map((word) => stemmer(word)));
    expect(stem('resolvers')).toBe('resolv');
  });

  it('drops the words a question is phrased with, unless nothing else is left', () => {
    expect(meaningfulTerms(queryTerms('how do I upload a file'))).toEqual(['upload', 'file']);
    expect(meaningfulTerms(queryTerms('what is it'))).toEqual(['what', 'is', 'it']);
  });

  it('gives a word the same terms every time it is seen', () => {
    const text = '__init__ make_executable_schema _private QueryType __init__ QueryType';
    const first = indexTerms(text);
    expect(first).toEqual([
      'init',
      'make_executable_schema',
      'make',
      'executable',
      'schema',
      'private',
      'querytype',
      'query',
      'type',
      'init',
      'querytype',
      'query',
      'type',
    ]);
    expect(indexTerms(text)).toEqual(first);
    expect(indexTerms('___')).toEqual([]);
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
    const client = createShardSearch({baseUrl: '/', fetchJson});
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

  it('leaves the page text out of hits when it is not among the attributes to retrieve, keeping its snippet', async () => {
    const {fetchJson} = shardsFetcher();
    const client = createShardSearch({baseUrl: '/', fetchJson});
    const ask = (attributesToRetrieve?: string[]) =>
      client.search({
        requests: [
          {query: 'websocket', facetFilters: CONTEXT, attributesToSnippet: ['content:5'], attributesToRetrieve},
        ],
      });
    const full = (await ask()).results[0]?.hits.find((hit) => hit.content !== null);
    expect(full).toBeDefined();
    const lean = (await ask(['hierarchy.lvl1', 'type', 'url'])).results[0]?.hits.find(
      (hit) => hit.objectID === full?.objectID,
    );
    expect(lean?.content).toBeNull();
    expect(lean?._snippetResult.content?.value).toBe(full?._snippetResult.content?.value);
  });

  it('gives every highlight and snippet result of a hit, also when the hit is serialised or spread', async () => {
    const {fetchJson} = shardsFetcher();
    const client = createShardSearch({baseUrl: '/', fetchJson});
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
    const client = createShardSearch({baseUrl: '/', fetchJson: shardsFetcher().fetchJson});
    const search = async (query: string) =>
      (await client.search({requests: [{query, facetFilters: CONTEXT}]})).results[0]?.hits.map((hit) => hit.url) ?? [];
    expect((await search('make_exec'))[0]).toContain('#make_executable_schema');
    expect((await search('subscriptoins'))[0]).toContain('/server/subscriptions');
    expect(await search('websock')).toContain(`${ORIGIN}/server/subscriptions#websocket-protocols`);
  });

  it('ranks a page title above body text', async () => {
    const client = createShardSearch({baseUrl: '/', fetchJson: shardsFetcher().fetchJson});
    const {results} = await client.search({requests: [{query: 'subscriptions', facetFilters: CONTEXT}]});
    expect(results[0]?.hits[0]?.type).toBe('lvl1');
    expect(results[0]?.hits[0]?.url).toBe(`${ORIGIN}/server/subscriptions`);
  });

  it('keeps versions apart', async () => {
    const client = createShardSearch({baseUrl: '/', fetchJson: shardsFetcher().fetchJson});
    const {results} = await client.search({
      requests: [{query: 'subscriptions', facetFilters: ['language:en', ['docusaurus_tag:docs-server-0.4.0']]}],
    });
    expect(results[0]?.hits.map((hit) => hit.url)).toEqual([`${ORIGIN}/server/0.4.0/subscriptions`]);
  });

  it('accepts the array form algoliasearch-helper sends, with paging and facet counts', async () => {
    const client = createShardSearch({baseUrl: '/', fetchJson: shardsFetcher().fetchJson});
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
    const client = createShardSearch({baseUrl: '/', fetchJson});
    await expect(client.search({requests: [{query: 'schema', facetFilters: CONTEXT}]})).rejects.toMatchObject({
      name: 'RetryError',
    });
    fail.clear();
    const {results} = await client.search({requests: [{query: 'schema', facetFilters: CONTEXT}]});
    expect(results[0]?.nbHits).toBeGreaterThan(0);
    expect(calls.filter((url) => url.endsWith('docs-server-0.25.json'))).toHaveLength(2);
  });

  it('answers any query text without throwing, and never returns markup from it', async () => {
    const client = createShardSearch({baseUrl: '/', fetchJson: shardsFetcher().fetchJson});
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
    const [kept, ...others] = JSON.parse(storage.getItem('__DOCSEARCH_RECENT_SEARCHES__docs') ?? '');
    expect(others).toEqual([]);
    expect(kept).toMatchObject({objectID: 'a', url: 'https://x/y', type: 'lvl1', content: null});
    expect(kept.hierarchy).toEqual({
      lvl0: 'Docs',
      lvl1: null,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(storage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__docs')).toBeNull();
    expect(storage.getItem('__DOCSEARCH_RECENT_SEARCHES__other')).toBe('[{"broken":');
  });

  it('leaves stored titles and text as text: markup is escaped, our own escapes are kept, script addresses dropped', async () => {
    const {sanitizeDocSearchStorage} = await import('../../src/search/docSearchStorage');
    const hostile = {
      objectID: 'x',
      url: '/server/intro',
      type: 'lvl1',
      hierarchy: {lvl0: 'Docs', lvl1: '<img src=x onerror="alert(1)">'},
      content: '<script>alert(2)</script>',
      _snippetResult: {hierarchy: {lvl1: {value: '<img src=x onerror=alert(3)>'}}},
    };
    const ours = {
      objectID: 'y',
      url: '/server/inputs',
      type: 'lvl1',
      hierarchy: {lvl0: 'Docs', lvl1: 'Q &amp; A &lt;b&gt;'},
    };
    const scripted = {objectID: 'z', url: 'javascript:alert(4)', type: 'lvl1', hierarchy: {lvl0: 'Docs', lvl1: 'x'}};
    const storage = memoryStorage({__DOCSEARCH_FAVORITE_SEARCHES__docs: JSON.stringify([hostile, ours, scripted])});
    sanitizeDocSearchStorage('docs', storage);
    const stored = JSON.parse(storage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__docs') ?? '');
    expect(stored.map((hit: {objectID: string}) => hit.objectID)).toEqual(['x', 'y']);
    expect(stored[0].hierarchy.lvl1).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(stored[0].content).toBe('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(stored[0]._snippetResult).toBeUndefined();
    expect(stored[1].hierarchy.lvl1).toBe('Q &amp; A &lt;b&gt;');
    // Idempotent: a second pass changes nothing.
    const once = storage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__docs');
    sanitizeDocSearchStorage('docs', storage);
    expect(storage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__docs')).toBe(once);
  });
});

describe('shard index', () => {
  it('finds and scores exactly as MiniSearch does, over documents added in several batches', () => {
    const words = ['schema', 'scalar', 'scalars', 'subscription', 'subscribe', 'sub', 'query', 'querytype', 'q'];
    // Each document repeats words of the one before, so terms recur across batches and their tree nodes split later.
    const documents = Array.from({length: 60}, (_, id) => ({
      id,
      title: `${words[id % words.length]} ${words[(id * 7) % words.length]}`,
      text: words.filter((_, index) => (id + index) % 3 === 0).join(' '),
    }));
    const options = {fields: ['title', 'text'], storeFields: []};
    const plain = new MiniSearch<(typeof documents)[number]>(options);
    const mapped = new ShardIndex<(typeof documents)[number]>(options);
    for (const batch of [documents.slice(0, 10), documents.slice(10, 35), documents.slice(35)]) {
      plain.addAll(batch);
      mapped.addAll(batch);
    }
    for (const query of [...words, 'sc', 'subscr', 'schema scalar', 'querytyp']) {
      expect(plain.search(query, {prefix: true}).length, query).toBeGreaterThan(0);
      for (const search of [{}, {prefix: true}, {fuzzy: 0.2}]) {
        const expected = plain.search(query, search).map(({id, score}) => [id, score]);
        expect(mapped.search(query, search).map(({id, score}) => [id, score])).toEqual(expected);
      }
    }
    expect(mapped.termCount).toBe(plain.termCount);
  });
});

describe('ranking rules', () => {
  const DOCS_TAG = 'docs-server-0.25';
  const CLIENT_TAG = 'docs-client-0.15.3';
  const docsPage = record(DOCS_TAG, '/server/inputs', 'lvl1', 'Input types');
  const docsSection = record(
    DOCS_TAG,
    '/server/inputs',
    'content',
    'Input types',
    {lvl2: 'Binding'},
    'Bind an InputType to give the resolver a Python object instead of a dict.',
    'binding',
  );
  const clientPage = record(CLIENT_TAG, '/client/inputs', 'lvl1', 'Input types');
  const post = record(
    'default',
    '/blog/2023/03/27/ariadne-0-19',
    'content',
    'Ariadne 0.19',
    {lvl0: 'Blog'},
    'This release lets an InputType give the resolver a Python object.',
  );
  const serverTwin = record(DOCS_TAG, '/server/twin', 'lvl1', 'Twin page');
  const clientTwin = record(CLIENT_TAG, '/client/twin', 'lvl1', 'Twin page');
  const withCode = {
    ...record(DOCS_TAG, '/server/client-headers', 'lvl2', 'Client headers', {lvl2: 'Sending headers'}, null, 'send'),
    code: 'Authorization Bearer token headers',
  };
  const wiring = record(
    DOCS_TAG,
    '/server/gadgets',
    'content',
    'Gadgets',
    {lvl2: 'Wiring'},
    'Wire a gadget to a sprocket with a cable.',
    'wiring',
  );
  const sprockets = record(
    DOCS_TAG,
    '/server/sprockets',
    'content',
    'Sprockets',
    {lvl2: 'Cables'},
    'A sprocket takes one cable.',
    'cables',
  );
  const gears = record(
    DOCS_TAG,
    '/server/gears',
    'content',
    'Gears',
    {lvl2: 'Drive'},
    'A gear turns a sprocket on a cable.',
    'drive',
  );
  const chains = record(
    DOCS_TAG,
    '/server/chains',
    'content',
    'Chains',
    {lvl2: 'Fitting'},
    'A chain runs over a sprocket.',
    'fitting',
  );
  const shards: Record<string, SearchRecord[]> = {
    [DOCS_TAG]: [docsPage, docsSection, withCode, serverTwin, wiring, sprockets, gears, chains],
    [CLIENT_TAG]: [clientPage, clientTwin],
    default: [post],
  };
  const ALL = ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${DOCS_TAG}`, `docusaurus_tag:${CLIENT_TAG}`]];

  function searchWith(order: string[] = Object.keys(shards)) {
    // Shards answer in the given order, whatever order they were asked in.
    const arrived: string[] = [];
    const waiting = new Map<string, () => void>();
    const fetchJson = (url: string) => {
      const tag = url.replace(/^.*\/search-index\//, '').replace(/\.json$/, '');
      return new Promise((resolve) => {
        waiting.set(tag, () => resolve(compactShard(tag, ORIGIN, shards[tag] ?? [])));
        if (waiting.size === order.length) {
          for (const next of order) {
            arrived.push(next);
            waiting.get(next)?.();
          }
        }
      });
    };
    return createShardSearch({baseUrl: '/', fetchJson});
  }

  async function urls(query: string, extra: Record<string, unknown> = {}, order?: string[]) {
    const {results} = await searchWith(order).search({requests: [{query, facetFilters: ALL, ...extra}]});
    return results[0]?.hits.map((hit) => hit.url.replace(ORIGIN, '')) ?? [];
  }

  it('puts a docs page before a post that matches no better', async () => {
    const found = await urls('InputType');
    expect(found[0]).toBe('/server/inputs#binding');
    expect(found.indexOf('/blog/2023/03/27/ariadne-0-19')).toBeGreaterThan(0);
  });

  it('lets a post come first when the query is about a release', async () => {
    expect((await urls('0.19 InputType'))[0]).toBe('/blog/2023/03/27/ariadne-0-19');
  });

  it('puts the docs being read (optional filters) before the other area', async () => {
    const server = await urls('input types', {optionalFilters: [`docusaurus_tag:${DOCS_TAG}`]});
    const client = await urls('input types', {optionalFilters: [`docusaurus_tag:${CLIENT_TAG}`]});
    expect(server[0]).toBe('/server/inputs');
    expect(client[0]).toBe('/client/inputs');
  });

  it('follows the few pages that have every word with the pages that have some of them', async () => {
    expect(await urls('wire gadget sprocket cable')).toEqual([
      '/server/gadgets#wiring',
      '/server/sprockets',
      '/server/sprockets#cables',
      '/server/gears#drive',
      '/server/chains#fitting',
    ]);
    // Three pages with every word are enough: the page with only some of them is not added.
    const enough = await urls('sprocket cable');
    expect(new Set(enough.map((url) => url.split('#')[0]))).toEqual(
      new Set(['/server/gadgets', '/server/sprockets', '/server/gears']),
    );
  });

  it('finds a name used only in a code example, below prose and titles', async () => {
    expect(await urls('authorization header')).toEqual(['/server/client-headers#send']);
    expect(await urls('authorizati')).toEqual(['/server/client-headers#send']);
  });

  it('orders equal scores the same whichever shard arrives first', async () => {
    for (const query of ['twin page', 'input types', 'InputType']) {
      const first = await urls(query, {}, [DOCS_TAG, CLIENT_TAG, 'default']);
      expect(await urls(query, {}, ['default', CLIENT_TAG, DOCS_TAG])).toEqual(first);
      expect(await urls(query, {}, [CLIENT_TAG, 'default', DOCS_TAG])).toEqual(first);
    }
    // The two equal hits in address order, whichever arrived first.
    expect(await urls('twin page', {}, [DOCS_TAG, CLIENT_TAG, 'default'])).toEqual(['/client/twin', '/server/twin']);
  });

  it('with distinct, lists each page once with its best sections, and counts pages', async () => {
    const {results} = await searchWith().search({
      requests: [{query: 'input', facetFilters: ALL, distinct: 2, hitsPerPage: 10}],
    });
    const pages = results[0]?.hits.map((hit) => hit.url.replace(ORIGIN, '').split('#')[0]) ?? [];
    expect(results[0]?.nbHits).toBe(new Set(pages).size);
    // A page's hits come together.
    expect(
      pages.filter((page, index) => index > 0 && pages[index - 1] !== page && pages.indexOf(page) < index),
    ).toEqual([]);
  });

  it('with hitsPerCategory, sends the first hits of each category and counts all of them', async () => {
    const request = {query: 'input', facetFilters: ALL, hitsPerPage: 10};
    const all = (await searchWith().search({requests: [request]})).results[0];
    const capped = (await searchWith().search({requests: [{...request, hitsPerCategory: 1}]})).results[0];
    const ids = (answer: typeof all) => answer?.hits.map((hit) => hit.objectID) ?? [];
    expect(ids(all).length).toBeGreaterThan(2);
    // The first hit of each category (a docs page and a post), in the order of the full list.
    const firsts = (all?.hits ?? []).filter(
      (hit, index, hits) => hits.findIndex((other) => other.hierarchy.lvl0 === hit.hierarchy.lvl0) === index,
    );
    expect(firsts.map((hit) => hit.hierarchy.lvl0).sort()).toEqual(['Blog', 'Docs']);
    expect(ids(capped)).toEqual(firsts.map((hit) => hit.objectID));
    expect(capped?.nbHits).toBe(all?.nbHits);
  });

  it("finds the docs' word for a reader's word, below the reader's own word", async () => {
    const asyncShards = {
      [DOCS_TAG]: [
        record(DOCS_TAG, '/server/alpha', 'lvl2', 'Alpha', {lvl2: 'Asynchronous calls'}, null, 'a'),
        record(DOCS_TAG, '/server/beta', 'lvl2', 'Beta', {lvl2: 'Async calls'}, null, 'b'),
      ],
    };
    const search = createShardSearch({
      baseUrl: '/',
      fetchJson: async (url) => {
        const tag = url.replace(/^.*\/search-index\//, '').replace(/\.json$/, '');
        return compactShard(tag, ORIGIN, asyncShards[tag as keyof typeof asyncShards] ?? []);
      },
    });
    const {results} = await search.search({
      requests: [{query: 'async calls', facetFilters: [`docusaurus_tag:${DOCS_TAG}`]}],
    });
    const sections = results[0]?.hits.map((hit) => hit.url.replace(ORIGIN, '')).filter((url) => url.includes('#'));
    expect(sections).toEqual(['/server/beta#b', '/server/alpha#a']);
  });

  it('gives highlight results only to the attributes a request names', async () => {
    const {results} = await searchWith().search({
      requests: [{query: 'InputType', facetFilters: ALL, attributesToHighlight: ['hierarchy.lvl1', 'hierarchy.lvl2']}],
    });
    const hit = results[0]?.hits.find((found) => found.content !== null);
    expect(hit?._highlightResult.content).toBeUndefined();
    expect(hit?._snippetResult.content?.value).toContain('<mark>InputType</mark>');
    expect(hit?._highlightResult.hierarchy.lvl1?.value).toBe('Input types');
    expect(hit?._highlightResult.hierarchy).not.toHaveProperty('lvl0');
  });

  it('leaves the code words out of the hits', async () => {
    const {results} = await searchWith().search({requests: [{query: 'authorization', facetFilters: ALL}]});
    expect(results[0]?.hits[0]).not.toHaveProperty('code');
  });
});
