/**
 * load-failure: the "page load failed" state on a first load (see ./client.tsx).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function loadFailure(): Plugin {
  return {
    name: 'load-failure',
    getClientModules() {
      return [path.join(__dirname, 'client.tsx')];
    },
  };
}
