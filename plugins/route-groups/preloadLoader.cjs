/**
 * Loader for @docusaurus/core's `lib/client/preload.js`, the function the
 * router awaits before it shows a new location (and a link calls on hover):
 * it now first loads the route group of the path (./client/routeGroups.ts),
 * so the route table can match a page of a group this page has not loaded
 * yet, and the navigation stays in the client router.
 *
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */
'use strict';

const path = require('node:path');
const {packageFileLoader} = require('../patch-register/replaceOnce.cjs');

const CLIENT = path.join(__dirname, 'client', 'routeGroups.ts');
const BEFORE = 'export default function preload(pathname) {\n    const matches = ';

const loader = packageFileLoader({
  patch: 'route-groups',
  pkg: '@docusaurus/core',
  file: 'lib/client/preload.js',
  replace: [
    [
      BEFORE,
      `import { loadRoutesFor } from ${JSON.stringify(CLIENT)};
export default function preload(pathname) {
    return loadRoutesFor(pathname).then(() => preloadMatches(pathname));
}
function preloadMatches(pathname) {
    const matches = `,
    ],
  ],
});

module.exports = loader;
/** @param {string} source the engine's preload.js */
module.exports.withRouteGroups = loader.rewrite;
module.exports.BEFORE = BEFORE;
