/**
 * Loader for the generated route registry, browser bundle only. Each entry is
 * `[loader, modulePath, moduleId]`, and the loader names the chunk its module
 * goes into (`webpackChunkName`). Modules that are always loaded together
 * get one chunk name (`chunkGroups`): the layout components and plugin data
 * every docs page loads, the plugin data every blog page loads, and the post
 * previews and props of each blog list page. Fewer, larger files compress
 * better and cost fewer requests; the registry's keys, which the route table
 * names, stay the same.
 *
 * The module is read from the `import()` of each entry, which
 * plugins/registry-paths leaves alone, so the two loaders can run in either order.
 *
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */
const fs = require('node:fs');
const path = require('node:path');

/** One registry entry; groups: the start up to the chunk name, the key, the chunk name, the rest, the module path. */
const ENTRY =
  /^(\s+"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: )"([^"]*)"( \*\/ "([^"]*)"\), "[^"]*", require\.resolveWeak\("\5"\)\])/gm;

/** Shared chunks, by the modules they hold. */
const LAYOUT_CHUNKS = [
  {
    name: 'docs-layout',
    modules: [
      /^@theme\/(DocsRoot|DocVersionRoot|DocRoot|DocItem)$/,
      /^@generated\/docusaurus-plugin-content-docs\/[^/]+\/__plugin\.json$/,
    ],
  },
  {
    name: 'blog-layout',
    modules: [
      /^@generated\/docusaurus-plugin-content-blog\/[^/]+\/__plugin\.json$/,
      /^~blog\/[^/]+\/(blog-post-list-prop|blogMetadata)-[^/]+\.json$/,
    ],
  },
];
const BLOG_LIST_PAGE = '@theme/BlogListPage';

/**
 * The chunk each registry entry goes into, where it is not its own.
 * @param {Map<string, string>} modules registry key -> module path
 * @param {Record<string, {__comp?: string, __props?: string, items?: {content?: string}[]}>} routesChunkNames route key -> registry keys of its modules
 * @returns {Map<string, string>} registry key -> chunk name
 */
function chunkGroups(modules, routesChunkNames) {
  const groups = new Map();
  for (const [key, modulePath] of modules) {
    const layout = LAYOUT_CHUNKS.find((chunk) => chunk.modules.some((pattern) => pattern.test(modulePath)));
    if (layout) groups.set(key, layout.name);
  }
  let listPage = 0;
  for (const route of Object.values(routesChunkNames)) {
    if (!route.__comp || modules.get(route.__comp) !== BLOG_LIST_PAGE) continue;
    listPage += 1;
    const own = [...(route.items ?? []).map((item) => item.content), route.__props];
    for (const key of own) {
      if (key && !groups.has(key)) groups.set(key, `blog-list-${listPage}`);
    }
  }
  return groups;
}

/**
 * @param {string} source the generated registry.js
 * @param {Record<string, object>} routesChunkNames the generated routesChunkNames.json
 */
function groupChunks(source, routesChunkNames) {
  const modules = new Map();
  for (const match of source.matchAll(ENTRY)) modules.set(match[2], JSON.parse(`"${match[5]}"`));
  const declared = (source.match(/^\s+"[^"]+": \[/gm) ?? []).length;
  if (modules.size !== declared) {
    throw new Error(
      `chunk-groups: ${declared} registry entries, of which ${modules.size} have the expected shape; has the engine's registry format changed?`,
    );
  }
  const groups = chunkGroups(modules, routesChunkNames);
  return source.replace(
    ENTRY,
    (_match, start, key, chunkName, rest) => `${start}${JSON.stringify(groups.get(key) ?? chunkName)}${rest}`,
  );
}

/** @this {{resourcePath: string, addDependency(file: string): void}} @param {string} source */
function chunkGroupsLoader(source) {
  const routesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(routesFile);
  return groupChunks(source, JSON.parse(fs.readFileSync(routesFile, 'utf8')));
}

module.exports = chunkGroupsLoader;
module.exports.groupChunks = groupChunks;
module.exports.chunkGroups = chunkGroups;
