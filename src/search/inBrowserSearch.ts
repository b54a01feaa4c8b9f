/**
 * The page's search client: the Algolia-shaped interface DocSearch's modal and
 * the search page call, answered by the site's own index in a Web Worker
 * (./searchWorker.ts). The worker, with MiniSearch and the index code, is
 * started the first time the reader shows intent to search, so pages load
 * nothing search-related up front, and the page's main thread only posts the
 * query and receives the hits. Unless the build is configured with a hosted
 * DocSearch index: then the theme uses Algolia's client.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchResponse} from './shardSearch';
import {parseFacetFilters, type FacetFilters} from './facetFilters';
import type {WorkerReply, WorkerRequest} from './workerMessages';

export type LocalSearchClient = {
  search(input: unknown): Promise<{results: SearchResponse[]}>;
  /** Starts loading the shards for these tags ahead of the first query; failures surface at query time. */
  preload(tags: readonly string[]): void;
  addAlgoliaAgent(): void;
  clearCache(): Promise<void>;
  appId: string;
  transporter: Record<string, never>;
};

export class SearchUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    // DocSearch shows its "Unable to fetch results" screen for errors with this name.
    this.name = 'RetryError';
  }
}

type Waiting = {resolve: (answer: {results: SearchResponse[]}) => void; reject: (error: Error) => void};

let worker: Worker | null = null;
let client: LocalSearchClient | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function startWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./searchWorker.ts', import.meta.url), {name: 'search'});
  started.onmessage = ({data}: MessageEvent<WorkerReply>) => {
    const request = waiting.get(data.id);
    if (!request) return;
    waiting.delete(data.id);
    if ('error' in data) request.reject(new SearchUnavailableError(data.error));
    else request.resolve(data.answer);
  };
  started.onerror = () => {
    // The worker's script could not be loaded or crashed: fail what waits, and start a new one next time.
    for (const request of waiting.values()) request.reject(new SearchUnavailableError('The search worker failed.'));
    waiting.clear();
    started.terminate();
    if (worker === started) worker = null;
  };
  worker = started;
  return started;
}

function send(message: WorkerRequest): void {
  startWorker().postMessage(message);
}

function getLocalSearchClient(baseUrl: string): LocalSearchClient {
  client ??= {
    search: (input) =>
      new Promise((resolve, reject) => {
        const id = (nextId += 1);
        waiting.set(id, {resolve, reject});
        send({type: 'search', baseUrl, id, input});
      }),
    preload: (tags) => send({type: 'preload', baseUrl, tags: [...tags]}),
    addAlgoliaAgent: () => undefined,
    clearCache: () => Promise.resolve(),
    appId: 'local',
    transporter: {},
  };
  return client;
}

function isHostedSearch(customFields: Record<string, unknown> | undefined): boolean {
  return customFields?.hostedSearch === true;
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
