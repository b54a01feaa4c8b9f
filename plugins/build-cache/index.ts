/**
 * build-cache: the bundler's persistent cache is thrown away when the site's
 * own build code changes, not only when docusaurus.config.ts does.
 *
 * The engine names the config file as the cache's build dependency, and the
 * bundler cannot follow its TypeScript imports, so an edit to a local plugin,
 * one of its loaders or a module the config reads (src/site/) left bundles
 * built by the old code in the cache. This adds those files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Folders whose files the build runs; relative to the site directory. */
const BUILD_CODE = ['plugins', 'src/site'];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

export function buildCodeFiles(siteDir: string): string[] {
  return BUILD_CODE.flatMap((dir) => filesUnder(path.join(siteDir, dir))).sort();
}

type PersistentCache = {type?: string; buildDependencies?: string[]};

export default function buildCache(context: LoadContext): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: PersistentCache} | undefined)?.cache;
      if (cache?.type === 'persistent') {
        cache.buildDependencies = [...(cache.buildDependencies ?? []), ...buildCodeFiles(context.siteDir)];
      }
      return {};
    },
  };
}
