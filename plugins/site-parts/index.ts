/**
 * site-parts: what a part build (src/site/parts.ts) needs besides its routes.
 * - In the browser, a link to a page of the other part is left to the
 *   browser, which fetches that page from the server: the router of this
 *   part has no route for it (client.ts).
 * - Each part keeps its own persistent bundler cache, so building one part
 *   does not evict the other's.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sitePartFrom} from '../../src/site/parts';

export default function siteParts(context: LoadContext): Plugin {
  const part = sitePartFrom((context.siteConfig.customFields?.sitePart as {part?: string} | undefined)?.part);
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
