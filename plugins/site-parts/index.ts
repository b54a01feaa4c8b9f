/**
 * site-parts: what a part build (src/site/parts.ts) needs besides its routes.
 * - In the browser, a link to a page of the other part is left to the
 *   browser, which fetches that page from the server: the router of this
 *   part has no route for it (client.ts).
 * - In the archive part, the browser's code chunks are named by their id and
 *   the build's hash (`assets/js/<id>.<hash>.js`) rather than by their name
 *   and their own content hash: the bundler's runtime, which every archived
 *   page loads, then needs no table of the names and hashes of the part's
 *   916 chunks (15 KB gzip of its 25). Each archive build renames all of
 *   its chunks, and the archive part is built again only when its own inputs
 *   change (scripts/site-build/part-inputs.ts). The engine's lookup of a
 *   chunk's address by name is replaced to match (./chunkAssets.ts).
 * - Still in the archive part, modules and chunks are numbered in order
 *   (`natural`) rather than by a hash of their name (`deterministic`): every
 *   file is renamed by each archive build anyway, so stable numbers bought
 *   nothing, and small ones are shorter wherever code refers to a module or
 *   a chunk, and in the runtime's table of chunk names.
 * - In the main part, the code chunks are named by their id and their own
 *   content hash (`assets/js/<id>.<hash>.js`): the engine's names for them
 *   (`docs-layout`, `8e0ea5e8`) would make the runtime carry a table of the
 *   part's chunk names, 1.3 KB gzip on every page, beside the lookup of a
 *   chunk by name it has anyway.
 * (Where each part keeps its bundler cache is plugins/build-cache's job.)
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sitePartOfConfig} from '../../src/site/parts';
import {knownChunkAssets, withoutEngineChunkAssets} from './chunkAssets';

/** The archive part's file name of an async code chunk: no per-chunk name or hash for the runtime to map. */
export const ARCHIVE_CHUNK_FILENAME = 'assets/js/[id].[fullhash:8].js';

/** The main part's file name of an async code chunk: no per-chunk name for the runtime to map. */
export const MAIN_CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function siteParts(context: LoadContext): Plugin {
  const part = sitePartOfConfig(context.siteConfig.customFields);
  return {
    name: 'site-parts',
    getClientModules() {
      return part === 'all' ? [] : [path.join(__dirname, 'client.ts')];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || part === 'all') return {};
      if (part === 'main') return {output: {chunkFilename: MAIN_CHUNK_FILENAME}};
      // The engine's chunk asset lookup would give unknown chunk names a real-looking address (./chunkAssets.ts).
      config.plugins = withoutEngineChunkAssets(config.plugins ?? [], context);
      return {
        output: {chunkFilename: ARCHIVE_CHUNK_FILENAME},
        optimization: {moduleIds: 'natural', chunkIds: 'natural'},
        plugins: [knownChunkAssets(currentBundler.instance as unknown as Parameters<typeof knownChunkAssets>[0])],
      };
    },
  };
}
