/**
 * chunk-groups: in the browser bundle, modules of the route registry that
 * always load together share one chunk (./loader.cjs): the docs layout
 * components and plugin data, the blog's plugin data, and the post previews
 * of each blog list page, instead of one file each.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function chunkGroups(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'chunk-groups',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: (file: string) => file === registry, use: [{loader: path.join(__dirname, 'loader.cjs')}]}],
        },
      };
    },
  };
}
