/**
 * browser-site-config: the site config the browser bundle carries leaves out
 * the plugins' and presets' options (./loader.cjs), which only the build
 * reads. The server bundle keeps the whole config.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileLoader} from '../generated-file-loader';

export default function browserSiteConfig(context: LoadContext): Plugin {
  return generatedFileLoader(context, {
    name: 'browser-site-config',
    file: 'docusaurus.config.mjs',
    loader: path.join(__dirname, 'loader.cjs'),
  });
}
