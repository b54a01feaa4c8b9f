/**
 * Rewrites the engine's prefetch helper (lib/client/prefetch.js of
 * @docusaurus/core 3.8.1, the version the lock file pins) so that each chunk
 * address is prefetched once per visit. The engine prefetches a route by
 * prefetching every chunk its nested routes name, and the routes of one docs
 * version share most of theirs (the layouts, the version's sidebar): the
 * visible links of a docs page put 249 `<link rel=prefetch>` elements for 25
 * addresses into the document on a phone's screen, 568 for 33 on a desktop's.
 * The replaced text must be found exactly once, or the build fails.
 */
'use strict';

const {packageFileLoader} = require('../patch-register/replaceOnce.cjs');

/** [text, replacement]: the helper's opening, given a set of the addresses already prefetched. */
const REPLACE = [
  [
    'export default function prefetch(url) {\n',
    [
      'const prefetchedUrls = new Set();',
      'export default function prefetch(url) {',
      '    if (prefetchedUrls.has(url)) {',
      '        return Promise.resolve();',
      '    }',
      '    prefetchedUrls.add(url);',
      '',
    ].join('\n'),
  ],
];

module.exports = packageFileLoader({
  patch: 'idle-prefetch',
  pkg: '@docusaurus/core',
  file: 'lib/client/prefetch.js',
  replace: REPLACE,
});
