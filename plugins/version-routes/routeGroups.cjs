/**
 * version-routes, build side: splits the engine's generated route table
 * (`routes.js`) into the part every page loads and one group per docs
 * version, and finds which route keys (`routesChunkNames.json`) and which
 * registry entries (`registry.js`) each group needs. The loader
 * (./loader.cjs) writes the modules from it; all three files are cut by the
 * same answer.
 *
 * A group is a version's route subtree: the child of a docs area's route
 * (`/server`) whose path is a version's prefix (`/server/0.24`). Everything
 * else (the areas' own routes, the version landing pages, the not-found
 * route) stays in the table every page loads.
 *
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */

/** How the engine's routes.js begins (@docusaurus/core lib/server/codegen/codegenRoutes.js). */
const ROUTES_HEAD =
  "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n";

/**
 * @typedef {{__creator: string[]}} Creator a `ComponentCreator(path, hash)` call, kept as its arguments
 * @typedef {{path: string, component: Creator, routes?: Route[], [attribute: string]: unknown}} Route
 */

/**
 * The route table of a generated routes.js, with each `ComponentCreator(...)` call kept as its arguments.
 * @param {string} source
 * @returns {Route[]}
 */
function parseRoutes(source) {
  if (!source.startsWith(ROUTES_HEAD)) {
    throw new Error(
      "version-routes: the generated routes.js no longer starts with the two imports and `export default [`; re-check plugins/version-routes against @docusaurus/core's codegenRoutes.js",
    );
  }
  const body = `return [\n${source.slice(ROUTES_HEAD.length)}`;
  const creator = (...args) => ({__creator: args});
  // The file is the engine's own output: an array literal of plain values and ComponentCreator calls.
  const routes = new Function('ComponentCreator', body)(creator);
  if (!Array.isArray(routes)) throw new Error('version-routes: the generated routes.js does not export an array');
  return routes;
}

/**
 * Code for a route table value, with `ComponentCreator(...)` calls written back as calls.
 * @param {unknown} value
 * @returns {string}
 */
function serialize(value) {
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (value && typeof value === 'object') {
    if ('__creator' in value)
      return `ComponentCreator(${value.__creator.map((arg) => JSON.stringify(arg)).join(', ')})`;
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${serialize(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The key each route has in routesChunkNames.json (`${path}-${hash}`), for a route and everything under it.
 * @param {Route[]} routes
 * @param {Set<string>} [keys]
 */
function routeKeys(routes, keys = new Set()) {
  for (const route of routes) {
    const [routePath, hash] = route.component.__creator;
    if (hash !== undefined) keys.add(`${routePath}-${hash}`);
    if (route.routes) routeKeys(route.routes, keys);
  }
  return keys;
}

/**
 * Splits the table: the version groups out of their areas' routes.
 * @param {Route[]} routes the whole table (left unchanged)
 * @param {readonly string[]} prefixes the versions' path prefixes (`/server/0.24`)
 * @returns {{main: Route[], groups: Map<string, {area: string, routes: Route[]}>}}
 */
function splitRoutes(routes, prefixes) {
  const groups = new Map();
  const main = routes.map((route) => {
    if (!route.routes) return route;
    const kept = [];
    for (const child of route.routes) {
      if (!prefixes.includes(child.path)) {
        kept.push(child);
        continue;
      }
      if (groups.has(child.path)) throw new Error(`version-routes: two routes for the version at ${child.path}`);
      groups.set(child.path, {area: route.path, routes: [child]});
    }
    return {...route, routes: kept};
  });
  const missing = prefixes.filter((prefix) => !groups.has(prefix));
  if (missing.length > 0) {
    throw new Error(
      `version-routes: no route of its own for ${missing.join(', ')} under a docs area's route; has the docs plugin changed how it nests versions?`,
    );
  }
  return {main, groups};
}

/**
 * Registry keys named by the routes with these keys.
 * @param {Iterable<string>} keys route keys
 * @param {Record<string, unknown>} chunkNames routesChunkNames.json
 */
function registryKeysOf(keys, chunkNames) {
  const found = new Set();
  const collect = (value) => {
    if (typeof value === 'string') found.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const key of keys) collect(chunkNames[key]);
  return found;
}

/**
 * Everything the loader needs, from the three generated files' text.
 * @param {string} routesSource routes.js
 * @param {string} chunkNamesSource routesChunkNames.json
 * @param {readonly string[]} prefixes
 */
function routeGroups(routesSource, chunkNamesSource, prefixes) {
  const routes = parseRoutes(routesSource);
  const chunkNames = JSON.parse(chunkNamesSource);
  const {main, groups} = splitRoutes(routes, prefixes);
  const mainKeys = routeKeys(main);
  const mainRegistry = registryKeysOf(mainKeys, chunkNames);
  const byGroup = new Map();
  for (const [prefix, group] of groups) {
    const keys = routeKeys(group.routes);
    byGroup.set(prefix, {...group, keys, registry: registryKeysOf(keys, chunkNames)});
  }
  return {main, mainKeys, mainRegistry, groups: byGroup, chunkNames};
}

module.exports = {parseRoutes, serialize, splitRoutes, routeKeys, registryKeysOf, routeGroups, ROUTES_HEAD};
