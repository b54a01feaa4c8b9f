/**
 * docsearch-render: DocSearch's modal works out three values when it opens
 * (the page's selected text as a first query, and the favorite and recent
 * searches read from localStorage) as `useRef(value).current`. The argument of
 * `useRef` is evaluated on every render, not once: on every keystroke the modal
 * read the selection (which forces a layout of the page) and probed, read and
 * parsed localStorage twice, only to throw the results away. ./loader.cjs turns
 * the three into lazy `useState` initialisers, which run once per opening, as
 * the values were meant; nothing else of DocSearch changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The file the loader rewrites: DocSearch's ES module build, which the bundler takes for `@docsearch/react`. */
export const DOCSEARCH_MODULE = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;

/** The bundler's entry of `@docsearch/react`: its package's `module` field (the package has no `exports`). */
export function docsearchEntry(siteDir: string): string {
  const dir = path.join(siteDir, 'node_modules/@docsearch/react');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    module?: string;
    exports?: unknown;
  };
  if (manifest.exports !== undefined || !manifest.module) {
    throw new Error(
      'docsearch-render: @docsearch/react now declares `exports` or no `module` entry; re-check which file the bundler takes',
    );
  }
  return path.join(dir, manifest.module);
}

export default function docsearchRender(context: LoadContext): Plugin {
  // A loader keyed to a path that no longer matches would never run, silently.
  const entry = docsearchEntry(context.siteDir);
  if (!DOCSEARCH_MODULE.test(entry)) {
    throw new Error(
      `docsearch-render: the bundler takes ${entry} for @docsearch/react, which the loader's rule does not match`,
    );
  }
  return {
    name: 'docsearch-render',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: DOCSEARCH_MODULE,
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
