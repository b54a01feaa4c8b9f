/**
 * idle-prefetch: visible links are still prefetched, but in the browser's
 * idle time, a few at a time, instead of all in the task that first shows
 * them (see ./client.ts), and each chunk address once per visit, however
 * many routes name it (see ./prefetchOnceLoader.cjs).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loaderPlugin} from '../patch-register/loaderPlugin';
import {TEST as PREFETCH_HELPER} from './prefetchOnceLoader.cjs';

export default function idlePrefetch(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    configureWebpack: loaderPlugin('idle-prefetch', path.join(__dirname, 'prefetchOnceLoader.cjs'), PREFETCH_HELPER)
      .configureWebpack,
  };
}
