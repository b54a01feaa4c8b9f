/**
 * registry-paths: the route registry in the browser bundle without the
 * module paths it names for server-side rendering (./loader.cjs). The browser
 * never reads them, and they were a large part of the route table every page
 * loads. The server bundle keeps them.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileLoader} from '../generated-file-loader';

export default function registryPaths(context: LoadContext): Plugin {
  return generatedFileLoader(context, {
    name: 'registry-paths',
    file: 'registry.js',
    loader: path.join(__dirname, 'loader.cjs'),
  });
}
