/**
 * Loader for the generated route registry, browser bundle only. Each entry is
 * `[loader, modulePath, moduleId]`; the path is what react-loadable reports
 * while the server renders a page, and the browser never reads it. It is
 * replaced by an empty string, keeping the entry's shape.
 *
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */
const ENTRY = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ ("[^"]*")\), )\2(, require\.resolveWeak\(\2\)\])/g;

/** @param {string} source the generated registry.js */
function stripModulePaths(source) {
  let entries = 0;
  const stripped = source.replace(ENTRY, (_match, start, _path, end) => {
    entries += 1;
    return `${start}""${end}`;
  });
  const declared = (source.match(/^\s+"[^"]+": \[/gm) ?? []).length;
  if (entries !== declared) {
    throw new Error(`lean-client: ${declared} registry entries, of which ${entries} have the expected shape; has the engine's registry format changed?`);
  }
  return stripped;
}

/** @param {string} source */
function registryLoader(source) {
  return stripModulePaths(source);
}

module.exports = registryLoader;
module.exports.stripModulePaths = stripModulePaths;
