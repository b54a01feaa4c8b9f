/**
 * generated-file-loader: not a plugin of its own, the factory of the plugins
 * that run a loader over one file the engine generates in `.docusaurus/`,
 * in the browser bundle only (registry-paths, chunk-groups,
 * browser-site-config).
 *
 * The loader's rule names the file by its full path. When the engine stops
 * writing that file, or writes it under another name, the rule matches
 * nothing and the loader never runs, without a word: so the plugin checks,
 * when the bundler is configured (the engine has written its files by then),
 * that the file is there, and fails the build naming the plugin otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type GeneratedFileLoader = {
  /** The plugin's name, as errors say it. */
  name: string;
  /** The generated file, relative to the engine's generated files folder (`registry.js`). */
  file: string;
  /** The loader module, an absolute path. */
  loader: string;
  /** The loader's options. */
  options?: Record<string, unknown>;
};

export function generatedFileLoader(context: LoadContext, {name, file, loader, options}: GeneratedFileLoader): Plugin {
  const generated = path.join(context.generatedFilesDir, file);
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      if (!fs.existsSync(generated)) {
        throw new Error(
          `${name}: the engine no longer writes ${generated}, so the loader's rule would match nothing; re-check ${name} against the installed @docusaurus/core`,
        );
      }
      return {
        module: {
          rules: [{test: (resource: string) => resource === generated, use: [options ? {loader, options} : {loader}]}],
        },
      };
    },
  };
}
