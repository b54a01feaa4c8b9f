/**
 * The search index's Web Worker: fetches the shards, indexes them and answers
 * queries (./shardSearch.ts) off the page's main thread, so neither the first
 * search (fetching, parsing and indexing three shards takes seconds of CPU on
 * a slow phone) nor a keystroke blocks the page. ./inBrowserSearch.ts starts it
 * and talks to it.
 */
import {createShardSearch, type ShardSearch} from './shardSearch';
import type {WorkerReply, WorkerRequest} from './workerMessages';

type WorkerScope = {
  postMessage(message: WorkerReply): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

const scope = self as unknown as WorkerScope;
let shardSearch: ShardSearch | null = null;

scope.onmessage = ({data}) => {
  shardSearch ??= createShardSearch({baseUrl: data.baseUrl});
  if (data.type === 'preload') {
    shardSearch.preload(data.tags);
    return;
  }
  const {id} = data;
  shardSearch.search(data.input).then(
    (answer) => scope.postMessage({id, answer}),
    (error: unknown) => scope.postMessage({id, error: error instanceof Error ? error.message : String(error)}),
  );
};
