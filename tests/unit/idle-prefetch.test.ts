import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import {idleQueue, SLICE_MS} from '../../plugins/idle-prefetch/idleQueue';
import {temporaryFolders} from '../support/tempFolders';

const require = createRequire(import.meta.url);
const {rewrite, FILE, TEST} =
  require('../../plugins/idle-prefetch/prefetchOnceLoader.cjs') as typeof import('../../plugins/idle-prefetch/prefetchOnceLoader.cjs');
const INSTALLED = path.join(path.resolve(__dirname, '../..'), 'node_modules/@docusaurus/core', FILE);
const SOURCE = fs.readFileSync(INSTALLED, 'utf8');
const folder = temporaryFolders('idle-prefetch-');

describe('prefetching visible links when idle', () => {
  it('prefetches nothing at once, then each path once, as many per idle period as fit', () => {
    const prefetched: string[] = [];
    const pending: ((deadline: {timeRemaining: () => number; didTimeout: boolean}) => void)[] = [];
    const prefetch = idleQueue(
      (routePath) => prefetched.push(routePath),
      (callback) => pending.push(callback),
      () => 0,
    );

    for (const routePath of ['/a', '/b', '/a', '/c', '/d']) prefetch(routePath);
    expect(prefetched).toEqual([]);
    expect(pending).toHaveLength(1);

    // An idle period with room for two prefetches.
    let budget = 2;
    pending.shift()?.({timeRemaining: () => (budget-- > 1 ? 30 : 0), didTimeout: false});
    expect(prefetched).toEqual(['/a', '/b']);
    expect(pending).toHaveLength(1);

    pending.shift()?.({timeRemaining: () => 50, didTimeout: false});
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d']);
    expect(pending).toHaveLength(0);

    // A path seen before is not queued again; a new one schedules a new period.
    prefetch('/b');
    expect(pending).toHaveLength(0);
    prefetch('/e');
    pending.shift()?.({timeRemaining: () => 0, didTimeout: true});
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('ends a slice after SLICE_MS even when the idle period has time left', () => {
    const prefetched: string[] = [];
    const pending: ((deadline: {timeRemaining: () => number; didTimeout: boolean}) => void)[] = [];
    let clock = 0;
    // Each prefetch takes half a slice of the clock: two fit in a slice.
    const prefetch = idleQueue(
      (routePath) => {
        prefetched.push(routePath);
        clock += SLICE_MS / 2;
      },
      (callback) => pending.push(callback),
      () => clock,
    );
    for (const routePath of ['/a', '/b', '/c', '/d', '/e']) prefetch(routePath);

    pending.shift()?.({timeRemaining: () => 49, didTimeout: false});
    expect(clock).toBe(SLICE_MS);
    expect(prefetched).toEqual(['/a', '/b']);
    expect(pending).toHaveLength(1);
    pending.shift()?.({timeRemaining: () => 49, didTimeout: false});
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d']);
    pending.shift()?.({timeRemaining: () => 49, didTimeout: false});
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(pending).toHaveLength(0);
  });
});

/** A document with a head that keeps what is appended to it, as the prefetch helper reads it. */
function fakeDocument() {
  const appended: string[] = [];
  const head = {appendChild: (link: {href?: string}) => appended.push(link.href ?? '')};
  const document = {
    createElement: () => {
      const link: {
        href?: string;
        relList: {supports: (feature: string) => boolean};
        setAttribute: (name: string, value: string) => void;
      } = {
        relList: {supports: (feature: string) => feature === 'prefetch'},
        setAttribute: (name: string, value: string) => {
          if (name === 'href') link.href = value;
        },
      };
      return link;
    },
    getElementsByTagName: (tag: string) => (tag === 'head' ? [head] : []),
    getElementsByName: () => [],
  };
  return {document, appended};
}

describe('prefetch helper, each chunk once', () => {
  it('puts one prefetch link in the document per chunk address, however often it is asked', async () => {
    expect(TEST.test(INSTALLED)).toBe(true);
    const {document, appended} = fakeDocument();
    const scope = globalThis as {document?: unknown};
    scope.document = document;
    try {
      const dir = folder({'installed.mjs': SOURCE, 'once.mjs': rewrite(SOURCE)});
      const load = async (name: string) =>
        (await import(pathToFileURL(path.join(dir, name)).href)) as {default: (url: string) => Promise<void>};
      const installed = await load('installed.mjs');
      void installed.default('/assets/js/a.js');
      void installed.default('/assets/js/a.js');
      // The installed helper adds an element for every request.
      expect(appended).toEqual(['/assets/js/a.js', '/assets/js/a.js']);
      appended.length = 0;
      const ours = await load('once.mjs');
      for (const url of ['/assets/js/a.js', '/assets/js/b.js', '/assets/js/a.js', '/assets/js/b.js'])
        void ours.default(url);
      expect(appended).toEqual(['/assets/js/a.js', '/assets/js/b.js']);
    } finally {
      delete scope.document;
    }
  });

  it('fails, naming the file and text, when the package changes', () => {
    expect(() =>
      rewrite(
        SOURCE.replace('export default function prefetch(url) {', 'export default function prefetchChunk(url) {'),
      ),
    ).toThrow(
      /idle-prefetch: @docusaurus\/core\/lib\/client\/prefetch\.js contains "export default function prefetch\(url\) \{\\n" 0 times, expected once/,
    );
  });
});
