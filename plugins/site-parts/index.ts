/**
 * site-parts: what a part build (src/site/parts.ts) needs besides its routes.
 * - In the browser, a link to a page of the other part is left to the
 *   browser, which fetches that page from the server: the router of this
 *   part has no route for it (client.ts).
 * - The main part keeps its persistent bundler cache apart from the
 *   development server's (the archive part is built without one, see
 *   scripts/build.mjs), so neither evicts the other's.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sitePartOfConfig} from '../../src/site/parts';

export default function siteParts(context: LoadContext): Plugin {
  const part = sitePartOfConfig(context.siteConfig.customFields);
  return {
    name: 'site-parts',
    getClientModules() {
      return part === 'all' ? [] : [path.join(__dirname, 'client.ts')];
    },
    configureWebpack() {
      if (part === 'all' || process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) return {};
      return {
        experiments: {
          cache: {
            type: 'persistent',
            storage: {type: 'filesystem', directory: path.join(context.siteDir, 'node_modules/.cache/rspack', part)},
          },
        },
      } as object;
    },
  };
}
