/**
 * Extracts pages (./extract.ts) in a worker thread (./extractWorker.cjs), so
 * that the extraction runs beside the other plugins' postBuild hooks and, with
 * more than one extractor (./index.ts), on more than one core.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {ExtractedPage, PageInput} from './extract';

type Answer = {page: ExtractedPage | null} | {error: string};

export type Extractor = {
  /** Sends a page to the worker; its answer comes in the order the pages were sent. */
  extract: (input: PageInput) => Promise<ExtractedPage | null>;
  /** Stops the worker; pages still waiting are rejected. */
  close: () => Promise<void>;
};

export function startExtractor(): Extractor {
  const worker = new Worker(path.join(__dirname, 'extractWorker.cjs'));
  const waiting: {resolve: (page: ExtractedPage | null) => void; reject: (error: Error) => void}[] = [];
  let stopped: Error | null = null;
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const page of waiting.splice(0)) page.reject(error);
  };
  worker.on('message', (answer: Answer) => {
    const page = waiting.shift();
    if (!page) return;
    if ('error' in answer) page.reject(new Error(`[search-index] extracting ${answer.error}`));
    else page.resolve(answer.page);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`[search-index] the extraction worker stopped (exit code ${code})`)));
  return {
    extract: (input) =>
      new Promise((resolve, reject) => {
        if (stopped) {
          reject(stopped);
          return;
        }
        waiting.push({resolve, reject});
        worker.postMessage(input);
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}
