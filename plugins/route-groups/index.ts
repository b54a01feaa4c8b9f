/**
 * route-groups: routes the engine would compile into the `main.js` every page
 * loads, split off into chunks loaded when a page of them is opened or linked
 * to:
 * - in the archive part, each docs version's routes: the part's `main.js`
 *   carried the route table, registry and route keys of all twenty-two
 *   archived versions;
 * - in the main part, the blog's routes (its list pages, posts, tags and
 *   archive): a docs page does not need them.
 * ./loader.cjs cuts the engine's generated `routes.js`, `registry.js` and
 * `routesChunkNames.json` (./split.cjs decides what goes where);
 * ./client/routeGroups.ts loads the groups; ./preloadLoader.cjs makes the
 * engine's `preload`, which the router awaits before it shows a new location,
 * load the group first, so navigation stays in the client router. The server
 * bundle, which renders every page, keeps the whole table.
 *
 * The loader's rules name the generated files by their full paths: when the
 * engine stops writing one of them, the plugin fails the build naming it
 * rather than letting a rule match nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ARCHIVE_VERSIONS, sitePartOfConfig, type SitePart} from '../../src/site/parts';
import {TEST as PRELOAD} from './preloadLoader.cjs';

const FILES = ['routes.js', 'registry.js', 'routesChunkNames.json'] as const;

/** A group: a path prefix, and the route its routes sit under (`null`: the top level). */
export type GroupSpec = {prefix: string; under: string | null};

/** The groups of a part's browser bundle (none in the development server's `all`). */
export function groupsOfPart(part: SitePart, baseUrl: string, blogPath = 'blog'): GroupSpec[] {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (part === 'archive') {
    return ARCHIVE_VERSIONS.map(({area, path: version}) => ({
      prefix: `${base}${area}/${version}`,
      under: `${base}${area}`,
    }));
  }
  if (part === 'main') return [{prefix: `${base}${blogPath}`, under: null}];
  return [];
}

export default function routeGroups(context: LoadContext): Plugin {
  const groups = groupsOfPart(sitePartOfConfig(context.siteConfig.customFields), context.siteConfig.baseUrl);
  return {
    name: 'route-groups',
    configureWebpack(_config, isServer) {
      if (isServer || groups.length === 0) return {};
      const loader = {loader: path.join(__dirname, 'loader.cjs'), options: {groups}};
      type Rule = {test: (resource: string) => boolean; use: {loader: string; options?: object}[]};
      const rules: Rule[] = FILES.map((file) => {
        const generated = path.join(context.generatedFilesDir, file);
        if (!fs.existsSync(generated)) {
          throw new Error(
            `route-groups: the engine no longer writes ${generated}, so the loader's rule would match nothing; re-check route-groups against the installed @docusaurus/core`,
          );
        }
        // Listed before the rules of registry-paths and chunk-groups (see docusaurus.config.ts), this loader runs
        // after theirs: the groups take the registry's entries as those rewrote them.
        return {test: (resource: string) => resource === generated, use: [loader]};
      });
      rules.push({
        test: (resource: string) => PRELOAD.test(resource),
        use: [{loader: path.join(__dirname, 'preloadLoader.cjs')}],
      });
      return {module: {rules}};
    },
  };
}
