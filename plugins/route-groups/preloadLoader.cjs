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
const {replaceEachOnce} = require('../patch-register/replaceOnce.cjs');

const FILE = 'lib/client/preload.js';
const TEST = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;
const CLIENT = path.join(__dirname, 'client', 'routeGroups.ts');
const BEFORE = 'export default function preload(pathname) {\n    const matches = ';

/** @param {string} source the engine's preload.js */
function withRouteGroups(source) {
  return replaceEachOnce(
    source,
    [
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
    {patch: 'route-groups', file: `@docusaurus/core/${FILE}`, plugin: 'route-groups'},
  );
}

module.exports = function preloadLoader(source) {
  return withRouteGroups(source);
};
module.exports.withRouteGroups = withRouteGroups;
module.exports.FILE = FILE;
module.exports.TEST = TEST;
module.exports.BEFORE = BEFORE;
