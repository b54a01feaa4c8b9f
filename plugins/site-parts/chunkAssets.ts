/**
 * The archive part's `__webpack_require__.gca` (the engine's "chunk asset of
 * a chunk name", which its route prefetching calls): the engine's version
 * (@docusaurus/core's ChunkAssetPlugin) maps a known chunk name to its id and
 * passes anything else through as if it were an id. With a content hash per
 * file, an unknown name gave an address with "undefined" in it, which the
 * prefetching skips; with the archive part's file names (an id and the
 * build's hash, ./index.ts) it would give a real-looking address that answers
 * 404. This one answers `undefined` for a name it does not know.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';

type Bundler = {
  RuntimeModule: new (
    name: string,
    stage: number,
  ) => {chunk: {getChunkMaps(real: boolean): {name: Record<string, string>}}};
  RuntimeGlobals: {require: string; publicPath: string; getChunkScriptFilename: string};
};
type Compiler = {
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        callback: (compilation: {
          hooks: {additionalTreeRuntimeRequirements: {tap(name: string, callback: (chunk: unknown) => void): void}};
          addRuntimeModule(chunk: unknown, module: unknown): void;
        }) => void,
      ): void;
    };
  };
};

/** The engine's plugin class, as its client bundle configuration holds an instance of it. */
export function engineChunkAssetPlugin(siteDir: string): new () => unknown {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return (require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin') as {default: new () => unknown}).default;
}

/** The code of `gca`: the id of each known chunk name, `undefined` for any other. */
export function chunkAssetCode(names: Record<string, string>, globals: Bundler['RuntimeGlobals']): string {
  const ids = Object.fromEntries(Object.entries(names).map(([id, name]) => [name, id]));
  return `${globals.require}.gca = function(name) { var id = ${JSON.stringify(ids)}[name]; return id === undefined ? undefined : ${globals.publicPath} + ${globals.getChunkScriptFilename}(id); };`;
}

/** A plugin adding the archive part's `gca` to the runtime, in place of the engine's. */
export function knownChunkAssets(bundler: Bundler): {apply(compiler: Compiler): void} {
  const {RuntimeModule, RuntimeGlobals} = bundler;
  class KnownChunkAssetModule extends RuntimeModule {
    constructor() {
      // The engine's is attached at this stage too.
      super('KnownChunkAssetModule', 10);
    }
    generate(): string {
      return chunkAssetCode(this.chunk.getChunkMaps(false).name, RuntimeGlobals);
    }
  }
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('site-parts', (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap('site-parts', (chunk) => {
          compilation.addRuntimeModule(chunk, new KnownChunkAssetModule());
        });
      });
    },
  };
}

/** Takes the engine's ChunkAssetPlugin out of a client configuration; fails the build when it is not there. */
export function withoutEngineChunkAssets<T>(plugins: T[], context: Pick<LoadContext, 'siteDir'>): T[] {
  const EngineChunkAssets = engineChunkAssetPlugin(context.siteDir);
  const kept = plugins.filter((plugin) => !(plugin instanceof EngineChunkAssets));
  if (kept.length !== plugins.length - 1) {
    throw new Error(
      `site-parts: the client bundle configuration holds ${plugins.length - kept.length} instances of the engine's ChunkAssetPlugin, expected 1; re-check plugins/site-parts/chunkAssets.ts against @docusaurus/core`,
    );
  }
  return kept;
}
