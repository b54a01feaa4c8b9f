/**
 * offscreen-blocks: a docs page's blocks below its first few are styled, laid
 * out and painted only when they near the viewport (./styles.css), and a
 * navigation to a #target lays them all out before scrolling (./client.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function offscreenBlocks(): Plugin {
  return {
    name: 'offscreen-blocks',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
