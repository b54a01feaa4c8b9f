/**
 * A plugin whose only work is one loader rule: the loader file `loader` over
 * the files `test` matches (a package file its loader rewrites, see
 * ./replaceOnce.cjs's packageFileLoader); with `serverOnly`, in the server
 * bundle's configuration only.
 */
import type {Plugin} from '@docusaurus/types';

export function loaderPlugin(name: string, loader: string, test: RegExp, {serverOnly = false} = {}): Plugin {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (serverOnly && !isServer) return {};
      return {module: {rules: [{test, use: [{loader}]}]}};
    },
  };
}
