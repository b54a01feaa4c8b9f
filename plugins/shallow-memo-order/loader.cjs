/**
 * Rewrites `useShallowMemoObject` of @docusaurus/theme-common 3.8.1 (see
 * ./index.ts): its keys are sorted by code unit instead of `localeCompare`.
 * The replaced text must be found exactly once, or the build fails and says so.
 */
'use strict';

const {packageFileLoader} = require('../patch-register/replaceOnce.cjs');

/** [text, replacement]: each text must occur exactly once. */
const REPLACE = [
  ['deps.sort((a, b) => a[0].localeCompare(b[0]));', 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));'],
];

module.exports = packageFileLoader({
  patch: 'shallow-memo-order',
  pkg: '@docusaurus/theme-common',
  file: 'lib/utils/reactUtils.js',
  replace: REPLACE,
});
