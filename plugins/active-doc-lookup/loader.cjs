/**
 * Rewrites the docs plugin's client lookups (see ./index.ts) in the text of
 * @docusaurus/plugin-content-docs 3.8.1, the version the lock file pins; each
 * replaced text must be found exactly once, or the build fails and says which.
 */
'use strict';

const {packageFileLoader} = require('../patch-register/replaceOnce.cjs');

/** Appended: the memoised lookups, keyed by the plugin data object and the path. */
const MEMO = `
function memoByDataAndPath(compute) {
    const byData = new WeakMap();
    return (data, pathname) => {
        let byPath = byData.get(data);
        if (!byPath) {
            byPath = new Map();
            byData.set(data, byPath);
        }
        if (!byPath.has(pathname)) {
            byPath.set(pathname, compute(data, pathname));
        }
        return byPath.get(pathname);
    };
}
export const getActiveVersion = memoByDataAndPath(computeActiveVersion);
export const getActiveDocContext = memoByDataAndPath(computeActiveDocContext);
`;

/** [text, replacement]: each text must occur exactly once. */
const REPLACE = [
  // Longest path first, by code unit: the plugin paths are ASCII, and localeCompare's first call sets up collation data.
  [
    '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    '.sort((a, b) => (a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0))',
  ],
  ['export function getActiveVersion(data, pathname) {', 'function computeActiveVersion(data, pathname) {'],
  ['export function getActiveDocContext(data, pathname) {', 'function computeActiveDocContext(data, pathname) {'],
];

module.exports = packageFileLoader({
  patch: 'active-doc-lookup',
  pkg: '@docusaurus/plugin-content-docs',
  file: 'lib/client/docsClientUtils.js',
  replace: REPLACE,
  append: MEMO,
});
