/**
 * Loader for three files the engine generates, browser bundle only (see
 * ./index.ts). Without a query each becomes the part every page loads; with
 * `?route-group=<prefix>` it becomes one group (./split.cjs):
 * - `routes.js`: the table without the groups' routes, which it registers
 *   with ./client/routeGroups.ts as chunks to load; a group's module adds its
 *   route keys to `routesChunkNames` and exports its routes;
 * - `registry.js` (run after the other registry loaders): without the entries
 *   only the groups name; a group's module adds its entries to the registry;
 * - `routesChunkNames.json`: without the groups' route keys.
 *
 * Plain CommonJS: the bundler loads loaders with Node's require().
 */
const fs = require('node:fs');
const path = require('node:path');
const {routeGroups, serialize} = require('./split.cjs');

const QUERY = 'route-group';
const CLIENT = path.join(__dirname, 'client', 'routeGroups.ts');

/**
 * One entry of registry.js, one per line (the last one followed by the closing `};` of the object);
 * groups: its key, its value.
 */
const REGISTRY_ENTRY = /^\s+"([^"]+)": (\[.*\]),?(?:\};?)?$/;

function groupQuery(prefix) {
  return `?${QUERY}=${encodeURIComponent(prefix)}`;
}

/** The route table every page loads, registering each group's chunk. */
function mainRoutes(groups, main, routesFile) {
  const loaders = [...groups].map(
    ([prefix, {area}]) =>
      `  ${JSON.stringify(prefix)}: {area: ${JSON.stringify(area)}, load: () => import(/* webpackChunkName: ${JSON.stringify(`routes${prefix.replace(/[^a-z0-9]+/gi, '-')}`)} */ ${JSON.stringify(routesFile + groupQuery(prefix))})},`,
  );
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import {registerRouteGroups, RouteGroup} from ${JSON.stringify(CLIENT)};

const routes = ${serialize(main)};
registerRouteGroups(routes, {
${loaders.join('\n')}
});
export default routes;
`;
}

/** One group's routes, with its route keys and registry entries added first. */
function groupRoutes(group, chunkNames, registryFile, prefix) {
  const names = Object.fromEntries([...group.keys].map((key) => [key, chunkNames[key]]));
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import routesChunkNames from '@generated/routesChunkNames';
import ${JSON.stringify(registryFile + groupQuery(prefix))};

Object.assign(routesChunkNames, ${JSON.stringify(names)});
export default ${serialize(group.routes)};
`;
}

/** registry.js without the entries only groups name, or one group's entries added to it. */
function registry(source, info, prefix, registryFile) {
  const entries = source.split('\n').flatMap((line) => {
    const match = REGISTRY_ENTRY.exec(line);
    return match ? [{key: match[1], code: `  ${JSON.stringify(match[1])}: ${match[2]}`}] : [];
  });
  const declared = (source.match(/^\s+"[^"]+": \[/gm) ?? []).length;
  if (entries.length === 0 || entries.length !== declared) {
    throw new Error(
      `route-groups: ${declared} registry entries, of which ${entries.length} have the expected shape; has the engine's registry format changed?`,
    );
  }
  if (prefix === null) {
    const inGroups = new Set([...info.groups.values()].flatMap((group) => [...group.registry]));
    const kept = entries.filter(({key}) => info.mainRegistry.has(key) || !inGroups.has(key));
    return `export default {\n${kept.map(({code}) => code).join(',\n')}\n};\n`;
  }
  const wanted = info.groups.get(prefix).registry;
  const mine = entries.filter(({key}) => wanted.has(key));
  if (mine.length !== wanted.size) {
    throw new Error(
      `route-groups: the registry lacks ${wanted.size - mine.length} entries the routes of ${prefix} name`,
    );
  }
  return `import registry from ${JSON.stringify(registryFile)};

Object.assign(registry, {
${mine.map(({code}) => code).join(',\n')}
});
export default registry;
`;
}

/** @this {import('webpack').LoaderContext<{groups: import('./split.cjs').GroupSpec[]}>} */
function routeGroupsLoader(source) {
  const {groups} = this.getOptions();
  const dir = path.dirname(this.resourcePath);
  const routesFile = path.join(dir, 'routes.js');
  const registryFile = path.join(dir, 'registry.js');
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get(QUERY);
  const file = path.basename(this.resourcePath);
  const routesSource = file === 'routes.js' ? source : fs.readFileSync(routesFile, 'utf8');
  const chunkNamesSource = file === 'routesChunkNames.json' ? source : fs.readFileSync(chunkNamesFile, 'utf8');
  for (const dependency of [routesFile, chunkNamesFile]) this.addDependency(dependency);
  const info = routeGroups(routesSource, chunkNamesSource, groups);
  if (query !== null && !info.groups.has(query)) throw new Error(`route-groups: no route group ${query}`);
  switch (file) {
    case 'routes.js':
      return query === null
        ? mainRoutes(info.groups, info.main, routesFile)
        : groupRoutes(info.groups.get(query), info.chunkNames, registryFile, query);
    case 'registry.js':
      return registry(source, info, query, registryFile);
    case 'routesChunkNames.json': {
      const inGroups = new Set([...info.groups.values()].flatMap((group) => [...group.keys]));
      const kept = Object.entries(info.chunkNames).filter(([key]) => info.mainKeys.has(key) || !inGroups.has(key));
      return JSON.stringify(Object.fromEntries(kept));
    }
    default:
      throw new Error(`route-groups: not a file this loader knows: ${this.resourcePath}`);
  }
}

module.exports = routeGroupsLoader;
module.exports.QUERY = QUERY;
