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
 * - The cache is thrown away when the part's previous build did not finish. A
 *   build stopped after the client compiler saved its cache but before the
 *   server compiler saved its own leaves a state in which the next build
 *   never ends: the server compilation waits for MDX results that the client
 *   compilation, served from its cache, never produces (README "The Rspack
 *   pin"). A marker file beside the cache folder stands from the start of a
 *   build to its end.
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

/** The marker of a build of this cache folder that has started and not finished. */
export function unfinishedMarker(cacheDir: string): string {
  return `${cacheDir}.unfinished`;
}

/**
 * Called as a build starts: when the marker of an earlier build still stands, that build did not
 * finish and its cache folder is deleted. Then the marker is set for this build. Returns whether a
 * cache was discarded.
 */
export function startBuild(cacheDir: string): boolean {
  const marker = unfinishedMarker(cacheDir);
  const discard = fs.existsSync(marker);
  if (discard) fs.rmSync(cacheDir, {recursive: true, force: true});
  fs.mkdirSync(path.dirname(marker), {recursive: true});
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
  return discard;
}

/** Called when the build has finished: its cache is whole. */
export function finishBuild(cacheDir: string): void {
  fs.rmSync(unfinishedMarker(cacheDir), {force: true});
}

type PersistentCache = {type?: string; buildDependencies?: string[]; storage?: {type: string; directory: string}};

export default function buildCache(context: LoadContext): Plugin {
  const part = sitePartOfConfig(context.siteConfig.customFields);
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache/rspack', part);
  // A part built with DOCUSAURUS_NO_PERSISTENT_CACHE has no cache to look after.
  const tracked = part !== 'all' && !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  return {
    name: 'build-cache',
    async loadContent() {
      if (tracked && startBuild(cacheDir)) {
        console.warn(
          `[build-cache] the previous build of the ${part} part did not finish: its bundler cache is discarded`,
        );
      }
    },
    async postBuild() {
      if (tracked) finishBuild(cacheDir);
    },
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: PersistentCache} | undefined)?.cache;
      if (cache?.type !== 'persistent') return {};
      if (part !== 'all') {
        cache.storage = {type: 'filesystem', directory: cacheDir};
      }
      cache.buildDependencies = [...(cache.buildDependencies ?? []), ...buildCodeFiles(context.siteDir)];
      return {};
    },
  };
}
