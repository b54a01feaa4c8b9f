/**
 * Loader for @docusaurus/core's `lib/client/preload.js`, the function the
 * router awaits before it shows a new location (and a link calls on hover):
 * once a route's modules have loaded, it also waits for the body of each
 * deferred page module among them (src/components/DeferredMarkdown/
 * deferredContent.ts), so a page reached in the client router shows whole.
 * Before the first page has hydrated, its page's body is not needed: the
 * server's HTML is kept.
 *
 * plugins/route-groups rewrites the same file; the line this loader needs is
 * one that rewrite leaves as it is.
 *
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */
'use strict';

const path = require('node:path');
const {packageFileLoader} = require('../patch-register/replaceOnce.cjs');

const CLIENT = path.join(__dirname, '..', '..', 'src', 'components', 'DeferredMarkdown', 'deferredContent.ts');
const LINE = 'return Promise.all(matches.map((match) => match.route.component.preload?.()));';

const loader = packageFileLoader({
  patch: 'deferred-content',
  pkg: '@docusaurus/core',
  file: 'lib/client/preload.js',
  replace: [
    [LINE, 'return Promise.all(matches.map((match) => match.route.component.preload?.())).then(waitForBodies);'],
  ],
  append: `import { waitForBodies } from ${JSON.stringify(CLIENT)};`,
});

module.exports = loader;
module.exports.LINE = LINE;
