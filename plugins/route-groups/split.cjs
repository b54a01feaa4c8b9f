/**
 * route-groups, build side: splits the engine's generated route table
 * (`routes.js`) into the part every page loads and groups loaded on demand,
 * and finds which route keys (`routesChunkNames.json`) and which registry
 * entries (`registry.js`) each group needs. The loader (./loader.cjs) writes
 * the modules from it; all three files are cut by the same answer.
 *
 * A group is named by a path prefix and is either
 * - a docs version (`under` its area's route, `/server`): the child of that
 *   route whose path is the prefix (`/server/0.24`), with everything under it;
 * - top-level (`under: null`): every route of the table's top level at the
 *   prefix or below it (`/blog`, `/blog/2024/12/19/ariadne-0-24`, ...). The
 *   table every page loads gets one route at the prefix in their place,
 *   rendering the routes under it (`RouteGroup` of ./client/routeGroups.ts)
 *   and, when none matches, the not-found page: the engine turns the table's
 *   top level into elements once, when the app starts, so the group's routes
 *   must be added one level down.
 * Everything else (the areas' own routes, the version landing pages, the home
 * page, the not-found route) stays in the table every page loads.
 *
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */

/** How the engine's routes.js begins (@docusaurus/core lib/server/codegen/codegenRoutes.js). */
const ROUTES_HEAD =
  "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n";

/**
 * @typedef {{__creator: string[]}} Creator a `ComponentCreator(path, hash)` call, kept as its arguments
 * @typedef {{__code: string}} Code a name the generated module defines (`RouteGroup`)
 * @typedef {{path: string, component: Creator | Code, routes?: Route[], [attribute: string]: unknown}} Route
 * @typedef {{prefix: string, under: string | null}} GroupSpec
 */

/**
 * The route table of a generated routes.js, with each `ComponentCreator(...)` call kept as its arguments.
 * @param {string} source
 * @returns {Route[]}
 */
function parseRoutes(source) {
  if (!source.startsWith(ROUTES_HEAD)) {
    throw new Error(
      "route-groups: the generated routes.js no longer starts with the two imports and `export default [`; re-check plugins/route-groups against @docusaurus/core's codegenRoutes.js",
    );
  }
  const body = `return [\n${source.slice(ROUTES_HEAD.length)}`;
  const creator = (...args) => ({__creator: args});
  // The file is the engine's own output: an array literal of plain values and ComponentCreator calls.
  const routes = new Function('ComponentCreator', body)(creator);
  if (!Array.isArray(routes)) throw new Error('route-groups: the generated routes.js does not export an array');
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
    if ('__code' in value) return value.__code;
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
    const [routePath, hash] = route.component.__creator ?? [];
    if (hash !== undefined) keys.add(`${routePath}-${hash}`);
    if (route.routes) routeKeys(route.routes, keys);
  }
  return keys;
}

/** Whether a path is a prefix or below it. */
const atOrBelow = (routePath, prefix) => routePath === prefix || routePath.startsWith(`${prefix}/`);

/**
 * Splits the table: each group's routes out of the table every page loads.
 * @param {Route[]} routes the whole table (left unchanged)
 * @param {readonly GroupSpec[]} specs
 * @returns {{main: Route[], groups: Map<string, {area: string, routes: Route[]}>}}
 */
function splitRoutes(routes, specs) {
  // A top-level group's routes sit under the route that takes their place, as `area` names it.
  const groups = new Map(specs.map(({prefix, under}) => [prefix, {area: under ?? prefix, routes: []}]));
  const notFound = routes.find((route) => route.path === '*');
  const main = [];
  for (const route of routes) {
    const top = specs.find(({prefix, under}) => under === null && atOrBelow(route.path, prefix));
    if (top) {
      const group = groups.get(top.prefix);
      if (group.routes.length === 0) {
        if (!notFound) throw new Error('route-groups: the route table has no not-found route (`*`)');
        main.push({path: top.prefix, component: {__code: 'RouteGroup'}, routes: [notFound]});
      }
      group.routes.push(route);
      continue;
    }
    if (!route.routes) {
      main.push(route);
      continue;
    }
    const kept = [];
    for (const child of route.routes) {
      const spec = specs.find(({prefix, under}) => under === route.path && prefix === child.path);
      if (!spec) {
        kept.push(child);
        continue;
      }
      const group = groups.get(spec.prefix);
      if (group.routes.length > 0) throw new Error(`route-groups: two routes for the version at ${child.path}`);
      group.routes.push(child);
    }
    main.push({...route, routes: kept});
  }
  const missing = [...groups].filter(([, group]) => group.routes.length === 0).map(([prefix]) => prefix);
  if (missing.length > 0) {
    throw new Error(
      `route-groups: no route for ${missing.join(', ')} where the group expects it (a docs version under its area's route, or a top-level route); has the engine changed how it nests routes?`,
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

/** The last answer of routeGroups, with its inputs: the loader asks once per file and group, with the same inputs. */
let last = null;

/**
 * Everything the loader needs, from the text of two generated files.
 * @param {string} routesSource routes.js
 * @param {string} chunkNamesSource routesChunkNames.json
 * @param {readonly GroupSpec[]} specs
 */
function routeGroups(routesSource, chunkNamesSource, specs) {
  const specsKey = JSON.stringify(specs);
  if (
    last &&
    last.routesSource === routesSource &&
    last.chunkNamesSource === chunkNamesSource &&
    last.specsKey === specsKey
  ) {
    return last.answer;
  }
  const routes = parseRoutes(routesSource);
  const chunkNames = JSON.parse(chunkNamesSource);
  const {main, groups} = splitRoutes(routes, specs);
  const mainKeys = routeKeys(main);
  const mainRegistry = registryKeysOf(mainKeys, chunkNames);
  const byGroup = new Map();
  for (const [prefix, group] of groups) {
    const keys = routeKeys(group.routes);
    byGroup.set(prefix, {...group, keys, registry: registryKeysOf(keys, chunkNames)});
  }
  const answer = {main, mainKeys, mainRegistry, groups: byGroup, chunkNames};
  last = {routesSource, chunkNamesSource, specsKey, answer};
  return answer;
}

module.exports = {parseRoutes, serialize, splitRoutes, routeKeys, registryKeysOf, routeGroups, ROUTES_HEAD};
