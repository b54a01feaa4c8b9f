/**
 * Loader for the generated route registry, browser bundle only. Each entry is
 * `[loader, modulePath, moduleId]`. The module path is what react-loadable
 * reports while the server renders a page, and the browser never reads it:
 * it is replaced by an empty string, keeping the entry's shape.
 *
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */

/** One registry entry; groups: the start up to the module path, the path (quoted), the end. */
const ENTRY =
  /^(\s+"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ ("[^"]*")\), )\2(, require\.resolveWeak\(\2\)\])/gm;

/** @param {string} source the generated registry.js */
function withoutModulePaths(source) {
  const entries = (source.match(ENTRY) ?? []).length;
  const declared = (source.match(/^\s+"[^"]+": \[/gm) ?? []).length;
  if (declared === 0) {
    throw new Error('registry-paths: the route registry has no entries; has the engine changed how it writes it?');
  }
  if (entries !== declared) {
    throw new Error(
      `registry-paths: ${declared} registry entries, of which ${entries} have the expected shape; has the engine's registry format changed?`,
    );
  }
  return source.replace(ENTRY, (_match, start, _path, end) => `${start}""${end}`);
}

module.exports = withoutModulePaths;
module.exports.withoutModulePaths = withoutModulePaths;
