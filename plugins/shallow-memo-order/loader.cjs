/**
 * Rewrites `useShallowMemoObject` of @docusaurus/theme-common 3.8.1 (see
 * ./index.ts): its keys are sorted by code unit instead of `localeCompare`.
 * The replaced text must be found exactly once, or the build fails and says so.
 */
'use strict';

const {replaceEachOnce} = require('../patch-register/replaceOnce.cjs');

const FILE = 'lib/utils/reactUtils.js';
const TEST = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

/** [text, replacement]: each text must occur exactly once. */
const REPLACE = [
  ['deps.sort((a, b) => a[0].localeCompare(b[0]));', 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));'],
];

function rewrite(source) {
  return replaceEachOnce(source, REPLACE, {
    patch: 'shallow-memo-order',
    file: `@docusaurus/theme-common/${FILE}`,
    plugin: 'shallow-memo-order',
  });
}

module.exports = function shallowMemoOrderLoader(source) {
  return rewrite(source);
};
module.exports.rewrite = rewrite;
module.exports.FILE = FILE;
module.exports.TEST = TEST;
module.exports.REPLACE = REPLACE;
