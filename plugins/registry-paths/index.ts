/**
 * registry-paths: the route registry in the browser bundle without the
 * module paths it names for server-side rendering (./loader.cjs). The browser
 * never reads them, and they were a large part of the route table every page
 * loads. The server bundle keeps them.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function registryPaths(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'registry-paths',
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
