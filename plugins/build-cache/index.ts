/**
 * build-cache: where the bundler's persistent cache lives and what throws it
 * away.
 * - Each site part (src/site/parts.ts) keeps its cache in a folder of its own,
 *   apart from the development server's, so no build evicts another's (a
 *   part built with DOCUSAURUS_NO_PERSISTENT_CACHE has none, see
 *   scripts/build.mjs).
 * - The cache is thrown away when the site's own build code changes, not only
 *   when docusaurus.config.ts does. The engine names the config file as the
 *   cache's build dependency, and the bundler cannot follow its TypeScript
 *   imports, so an edit to a local plugin, one of its loaders or a module the
 *   config reads (src/site/) left bundles built by the old code in the cache.
 *   This adds those files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sitePartOfConfig} from '../../src/site/parts';

/** Folders whose files the build runs; relative to the site directory. */
const BUILD_CODE = ['plugins', 'src/site'];

export function buildCodeFiles(siteDir: string): string[] {
  return BUILD_CODE.flatMap((dir) => {
    const full = path.join(siteDir, dir);
    if (!fs.existsSync(full)) return [];
    return fs
      .readdirSync(full, {recursive: true, withFileTypes: true})
      .filter((entry) => !entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name));
  }).sort();
}

type PersistentCache = {type?: string; buildDependencies?: string[]; storage?: {type: string; directory: string}};

export default function buildCache(context: LoadContext): Plugin {
  const part = sitePartOfConfig(context.siteConfig.customFields);
  return {
    name: 'build-cache',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: PersistentCache} | undefined)?.cache;
      if (cache?.type !== 'persistent') return {};
      if (part !== 'all') {
        cache.storage = {type: 'filesystem', directory: path.join(context.siteDir, 'node_modules/.cache/rspack', part)};
      }
      cache.buildDependencies = [...(cache.buildDependencies ?? []), ...buildCodeFiles(context.siteDir)];
      return {};
    },
  };
}
