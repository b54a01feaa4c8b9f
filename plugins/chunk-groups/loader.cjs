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
      /^@theme\/DocsRoot$/,
      /^@theme\/DocVersionRoot$/,
      /^@theme\/DocRoot$/,
      /^@theme\/DocItem$/,
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
/** The name the build's checks give the chunks of the blog list pages (`blog-list-1`, `blog-list-2`, ...). */
const BLOG_LISTS = 'blog-list';

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
      if (key && !groups.has(key)) groups.set(key, `${BLOG_LISTS}-${listPage}`);
    }
  }
  return groups;
}

/**
 * Fails the build when a group the site part must have came out empty, or
 * when one of a layout group's module patterns matched no module: the
 * engine or a theme renamed what the pattern names, and those modules would
 * quietly go back to a chunk each.
 * @param {Map<string, string>} modules registry key -> module path
 * @param {Map<string, string>} groups registry key -> chunk name, from chunkGroups
 * @param {readonly string[]} required names of the groups that must not be empty (`docs-layout`, `blog-layout`, `blog-list`)
 * @returns {Record<string, number>} the number of modules grouped in each required group
 */
function checkGroups(modules, groups, required) {
  const counts = {};
  for (const name of required) {
    const chunk = LAYOUT_CHUNKS.find((layout) => layout.name === name);
    if (!chunk && name !== BLOG_LISTS) throw new Error(`chunk-groups: no group called "${name}".`);
    const inGroup = [...groups.values()].filter((group) =>
      chunk ? group === name : group.startsWith(`${BLOG_LISTS}-`),
    ).length;
    if (inGroup === 0) {
      throw new Error(
        `chunk-groups: the group "${name}" came out empty (0 modules grouped); has the engine renamed the modules it names?`,
      );
    }
    for (const pattern of chunk?.modules ?? []) {
      if (![...modules.values()].some((modulePath) => pattern.test(modulePath))) {
        throw new Error(
          `chunk-groups: no registry module matches ${pattern} of the group "${name}"; has the engine renamed it?`,
        );
      }
    }
    counts[name] = inGroup;
  }
  return counts;
}

/**
 * @param {string} source the generated registry.js
 * @param {Record<string, object>} routesChunkNames the generated routesChunkNames.json
 * @param {readonly string[]} [required] groups that must not come out empty (see checkGroups)
 */
function groupChunks(source, routesChunkNames, required = []) {
  const modules = new Map();
  for (const match of source.matchAll(ENTRY)) modules.set(match[2], JSON.parse(`"${match[5]}"`));
  const declared = (source.match(/^\s+"[^"]+": \[/gm) ?? []).length;
  if (declared === 0) {
    throw new Error('chunk-groups: the route registry has no entries; has the engine changed how it writes it?');
  }
  if (modules.size !== declared) {
    throw new Error(
      `chunk-groups: ${declared} registry entries, of which ${modules.size} have the expected shape; has the engine's registry format changed?`,
    );
  }
  const groups = chunkGroups(modules, routesChunkNames);
  checkGroups(modules, groups, required);
  return source.replace(
    ENTRY,
    (_match, start, key, chunkName, rest) => `${start}${JSON.stringify(groups.get(key) ?? chunkName)}${rest}`,
  );
}

/**
 * @this {{resourcePath: string, addDependency(file: string): void, getOptions(): {required?: string[]}}}
 * @param {string} source
 */
function chunkGroupsLoader(source) {
  const routesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(routesFile);
  return groupChunks(source, JSON.parse(fs.readFileSync(routesFile, 'utf8')), this.getOptions().required ?? []);
}

module.exports = chunkGroupsLoader;
module.exports.groupChunks = groupChunks;
module.exports.chunkGroups = chunkGroups;
module.exports.checkGroups = checkGroups;
