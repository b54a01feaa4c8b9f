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
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function docsearchRender(): Plugin {
  return {
    name: 'docsearch-render',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
