/**
 * Rewrites the docs plugin's client lookups (see ./index.ts) in the text of
 * @docusaurus/plugin-content-docs 3.8.1, the version the lock file pins; each
 * replaced text must be found exactly once, or the build fails and says which.
 */
'use strict';

const {replaceEachOnce} = require('../patch-register/replaceOnce.cjs');

const FILE = 'lib/client/docsClientUtils.js';
const TEST = /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/;

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

function rewrite(source) {
  const out = replaceEachOnce(source, REPLACE, {
    patch: 'active-doc-lookup',
    file: `@docusaurus/plugin-content-docs/${FILE}`,
    plugin: 'active-doc-lookup',
  });
  return `${out}\n${MEMO}`;
}

module.exports = function activeDocLookupLoader(source) {
  return rewrite(source);
};
module.exports.rewrite = rewrite;
module.exports.FILE = FILE;
module.exports.TEST = TEST;
module.exports.REPLACE = REPLACE;
