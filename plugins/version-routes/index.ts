/**
 * version-routes: in the archive part, each docs version's routes are a chunk
 * of their own, loaded for the version being read, instead of the routes of
 * all twenty-two archived versions in the `main.js` every archived page
 * loads (./loader.cjs cuts the engine's generated `routes.js`, `registry.js`
 * and `routesChunkNames.json`; ./client/routeGroups.ts loads the groups).
 * The server bundle, which renders every page, keeps the whole table.
 *
 * The loader's rules name the generated files by their full paths: when the
 * engine stops writing one of them, the plugin fails the build naming it
 * rather than letting a rule match nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {archivePrefixes, sitePartOfConfig} from '../../src/site/parts';

const FILES = ['routes.js', 'registry.js', 'routesChunkNames.json'] as const;

export default function versionRoutes(context: LoadContext): Plugin {
  const enabled = sitePartOfConfig(context.siteConfig.customFields) === 'archive';
  return {
    name: 'version-routes',
    configureWebpack(_config, isServer) {
      if (isServer || !enabled) return {};
      const loader = {
        loader: path.join(__dirname, 'loader.cjs'),
        options: {prefixes: archivePrefixes(context.siteConfig.baseUrl)},
      };
      const rules = FILES.map((file) => {
        const generated = path.join(context.generatedFilesDir, file);
        if (!fs.existsSync(generated)) {
          throw new Error(
            `version-routes: the engine no longer writes ${generated}, so the loader's rule would match nothing; re-check version-routes against the installed @docusaurus/core`,
          );
        }
        // Listed before the rules of registry-paths and chunk-groups (see docusaurus.config.ts), this loader runs
        // after theirs: the groups take the registry's entries as those rewrote them.
        return {test: (resource: string) => resource === generated, use: [loader]};
      });
      return {module: {rules}};
    },
  };
}
