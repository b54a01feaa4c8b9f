/** The messages between the page (./inBrowserSearch.ts) and the search worker (./searchWorker.ts). */
import type {SearchResponse} from './shardSearch';

export type WorkerRequest =
  {type: 'preload'; baseUrl: string; tags: string[]} | {type: 'search'; baseUrl: string; id: number; input: unknown};

export type WorkerReply = {id: number; answer: {results: SearchResponse[]}} | {id: number; error: string};
