/**
 * site-parts: what a part build (src/site/parts.ts) needs besides its routes.
 * - In the browser, a link to a page of the other part is left to the
 *   browser, which fetches that page from the server: the router of this
 *   part has no route for it (client.ts).
 * (Where each part keeps its bundler cache is plugins/build-cache's job.)
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
  };
}
