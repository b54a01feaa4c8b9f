/**
 * A plugin whose only work is one loader rule: the loader file `loader` over
 * the files `test` matches (a package file its loader rewrites, see
 * ./replaceOnce.cjs's packageFileLoader).
 */
import type {Plugin} from '@docusaurus/types';

export function loaderPlugin(name: string, loader: string, test: RegExp): Plugin {
  return {
    name,
    configureWebpack() {
      return {module: {rules: [{test, use: [{loader}]}]}};
    },
  };
}
