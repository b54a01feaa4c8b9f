/**
 * lean-client: the browser bundle without code the browser never runs.
 * - `@docusaurus/utils-common` resolves to ./utils-common.ts, the same
 *   functions without the package's CommonJS index, which pulls all of
 *   tslib into main.js for one helper.
 * - The generated route registry loses the module paths it names for
 *   server-side rendering (./registry-loader.cjs): the browser never reads
 *   them, and they are a large part of the route table every page loads.
 * The server bundle is left as it is.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function leanClient(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts')}},
        module: {
          rules: [
            {
              test: (file: string) => file === path.join(context.generatedFilesDir, 'registry.js'),
              use: [{loader: path.join(__dirname, 'registry-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
