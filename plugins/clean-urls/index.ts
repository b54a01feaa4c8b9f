/**
 * clean-urls: the site's paths have no trailing slash and no `.html`. This adds
 * a small script at the top of every page that rewrites `/page.html`,
 * `/page/index.html` and `/page/` in the address bar to `/page` before the app
 * starts, so the router finds the route whichever form a host served.
 * (`scripts/serve.mjs` answers those forms with a redirect on the server side.)
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cleanPathScript} from './cleanPath.mjs';

export default function cleanUrls(context: LoadContext): Plugin {
  return {
    name: 'clean-urls',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', innerHTML: cleanPathScript(context.baseUrl)}],
      };
    },
  };
}
