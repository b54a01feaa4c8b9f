/**
 * idle-prefetch: visible links are still prefetched, but in the browser's
 * idle time, a few at a time, instead of all in the task that first shows
 * them (see ./client.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetch(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
