/**
 * browser-site-config: the site config the browser bundle carries leaves out
 * the plugins' and presets' options (./loader.cjs), which only the build
 * reads. The server bundle keeps the whole config.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function browserSiteConfig(context: LoadContext): Plugin {
  const siteConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'browser-site-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: (file: string) => file === siteConfig, use: [{loader: path.join(__dirname, 'loader.cjs')}]}],
        },
      };
    },
  };
}
