/**
 * The browser's shard fetcher (src/search/shardSearch.ts): the specification's
 * 2 s read timeout, one more try with Algolia's longer wait after a timeout,
 * no second try for an answer that is an error, and no cut of a slow but
 * steady download. Timers are Vitest's fake ones; fetch is a stand-in that
 * behaves as the browser's does when its signal aborts.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {fetchShardJson, RETRY_TIMEOUT_FACTOR} from '../../src/search/shardSearch';
import {SHARD_READ_TIMEOUT_MS} from '../../src/search/types';

type Answer = 'hang' | Response | (() => Response);

/** A fetch that answers each call with the next of `answers`; 'hang' never answers until aborted. */
function stubFetch(answers: Answer[]) {
  const signals: AbortSignal[] = [];
  const fetchStub = vi.fn((_url: string, init?: RequestInit) => {
    const signal = init?.signal as AbortSignal;
    signals.push(signal);
    const answer = answers.shift() ?? 'hang';
    if (answer !== 'hang') return Promise.resolve(typeof answer === 'function' ? answer() : answer);
    return new Promise<Response>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {fetchStub, signals};
}

/** The settled state of a promise, read without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state: {settled: boolean; value?: T; error?: unknown} = {settled: false};
  promise.then(
    (value) => Object.assign(state, {settled: true, value}),
    (error: unknown) => Object.assign(state, {settled: true, error}),
  );
  return state;
}

const SHARD = {tag: 'docs-server-0.25', pages: []};

describe('fetchShardJson', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tries a shard that sent nothing for the read timeout once more, and takes that answer', async () => {
    const {fetchStub, signals} = stubFetch(['hang', new Response(JSON.stringify(SHARD))]);
    const result = track(fetchShardJson('/search-index/docs-server-0.25.json'));
    await vi.advanceTimersByTimeAsync(SHARD_READ_TIMEOUT_MS - 1);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toEqual({settled: true, value: SHARD});
  });

  it('fails a server that never answers after the read timeout and the longer second wait, naming the second', async () => {
    const {fetchStub} = stubFetch(['hang', 'hang']);
    const result = track(fetchShardJson('/search-index/default.json'));
    const second = SHARD_READ_TIMEOUT_MS * RETRY_TIMEOUT_FACTOR;
    expect(second).toBe(8000);
    await vi.advanceTimersByTimeAsync(SHARD_READ_TIMEOUT_MS + second - 1);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.settled).toBe(true);
    expect(String(result.error)).toContain('/search-index/default.json: nothing arrived for 8000 ms');
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('does not try again after an error status or a shard that is not JSON', async () => {
    const {fetchStub} = stubFetch([new Response('down', {status: 503}), new Response('{"tag":')]);
    await expect(fetchShardJson('/search-index/a.json')).rejects.toThrow('/search-index/a.json answered 503');
    await expect(fetchShardJson('/search-index/b.json')).rejects.toThrow(SyntaxError);
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('lets a slow but steady download finish, however long it takes in all', async () => {
    const text = JSON.stringify(SHARD);
    const pieces = text.length;
    const {fetchStub} = stubFetch([
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              // One character every three quarters of the read timeout: long in all, never silent for the timeout.
              for (const character of text) {
                await new Promise((resolve) => setTimeout(resolve, (SHARD_READ_TIMEOUT_MS * 3) / 4));
                controller.enqueue(new TextEncoder().encode(character));
              }
              controller.close();
            },
          }),
        ),
    ]);
    const result = track(fetchShardJson('/search-index/docs-server-0.25.json'));
    await vi.advanceTimersByTimeAsync(((SHARD_READ_TIMEOUT_MS * 3) / 4) * pieces + 1);
    // The download took longer in all than both tries' waits together, so no total limit cut it.
    expect(pieces * SHARD_READ_TIMEOUT_MS * 0.75).toBeGreaterThan(SHARD_READ_TIMEOUT_MS * (1 + RETRY_TIMEOUT_FACTOR));
    expect(result).toEqual({settled: true, value: SHARD});
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
