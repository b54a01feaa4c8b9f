/**
 * The one search client of the page. The engine (MiniSearch and the index
 * code) is a separate chunk, fetched the first time the reader shows intent to
 * search, so pages load nothing search-related up front. Unless the build is
 * configured with a hosted DocSearch index: then the theme uses Algolia's client.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {LocalSearchClient} from './client';
import {parseFacetFilters, type FacetFilters} from './facetFilters';

let engine: Promise<LocalSearchClient> | null = null;
let client: LocalSearchClient | null = null;

function isHostedSearch(customFields: Record<string, unknown> | undefined): boolean {
  return customFields?.hostedSearch === true;
}

function loadEngine(baseUrl: string): Promise<LocalSearchClient> {
  if (!engine) {
    engine = import('./client').then(({createLocalSearchClient}) => createLocalSearchClient({baseUrl}));
    // A failed chunk load is retried on the next search.
    engine.catch(() => {
      engine = null;
    });
  }
  return engine;
}

/** A client with the local client's interface that loads the engine on first use. */
function getLocalSearchClient(baseUrl: string): LocalSearchClient {
  client ??= {
    search: (input) => loadEngine(baseUrl).then((loaded) => loaded.search(input)),
    preload: (tags) => {
      loadEngine(baseUrl)
        .then((loaded) => loaded.preload(tags))
        .catch(() => undefined);
    },
    addAlgoliaAgent: () => undefined,
    clearCache: () => Promise.resolve(),
    appId: 'local',
    transporter: {},
  };
  return client;
}

/** The page's local search client, or null when the build uses hosted DocSearch. */
export function useLocalSearchClient(): LocalSearchClient | null {
  const {
    siteConfig: {baseUrl, customFields},
  } = useDocusaurusContext();
  return isHostedSearch(customFields) ? null : getLocalSearchClient(baseUrl);
}

/** The docusaurus_tag values of a facet filter list, for preloading their shards. */
export function tagsOfFilters(filters: unknown): string[] {
  return parseFacetFilters(filters as FacetFilters)
    .flat()
    .filter(([attribute]) => attribute === 'docusaurus_tag')
    .map(([, value]) => value);
}
