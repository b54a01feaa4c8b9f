/**
 * The text rewrite the loaders that patch a package's file share: each
 * [text, replacement] pair's text must occur exactly once in the file (after
 * its line endings are made `\n`), or the build fails, naming the file, the
 * text and how often it was found.
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */
'use strict';

/**
 * @param {string} source the file's text
 * @param {[string, string][]} pairs the texts to replace, each with its replacement
 * @param {{patch: string, file: string, plugin: string}} names how the error names the patch, the file and the plugin to update
 * @returns {string}
 */
function replaceEachOnce(source, pairs, {patch, file, plugin}) {
  let out = source.replace(/\r\n/g, '\n');
  for (const [before, after] of pairs) {
    const count = out.split(before).length - 1;
    if (count !== 1) {
      throw new Error(
        `${patch}: ${file} contains ${JSON.stringify(before)} ${count} times, expected once; update plugins/${plugin} for its new version`,
      );
    }
    out = out.replace(before, () => after);
  }
  return out;
}

/**
 * A loader that rewrites one file of a package with `replaceEachOnce`, then
 * appends `append` when given. The loader function also carries what the
 * plugin's rule, the patch register and the tests read of it: `rewrite`,
 * `FILE` (the path in the package), `TEST` (matching the file's absolute path)
 * and `REPLACE`.
 *
 * @param {{patch: string, pkg: string, file: string, replace: [string, string][], append?: string}} options
 *   `patch` names the patch and its folder under plugins/
 */
function packageFileLoader({patch, pkg, file, replace, append}) {
  const parts = [...pkg.split('/'), ...file.split('/')].map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const test = new RegExp(`[\\\\/]${parts.join('[\\\\/]')}$`);
  function rewrite(source) {
    const out = replaceEachOnce(source, replace, {patch, file: `${pkg}/${file}`, plugin: patch});
    return append === undefined ? out : `${out}\n${append}`;
  }
  const loader = function packageFileRewrite(source) {
    return rewrite(source);
  };
  return Object.assign(loader, {rewrite, FILE: file, TEST: test, REPLACE: replace});
}

module.exports = {replaceEachOnce, packageFileLoader};
