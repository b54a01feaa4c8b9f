/**
 * code-highlight: code blocks are highlighted with the Prism grammars the
 * site uses (./prism.ts) instead of the thirty-odd that prism-react-renderer
 * bundles. The theme imports `Highlight` and `Prism` from
 * 'prism-react-renderer'; in the bundle that import resolves to
 * ./Highlight.tsx, which has the same API. The config's colour theme still
 * comes from prism-react-renderer, in Node, where nothing is replaced.
 *
 * `@code-highlight/highlighter` gives the code block the theme's highlighting
 * content component: imported directly in the server bundle, and loaded on
 * demand in the browser bundle, so Prism is not part of a first visit. The
 * theme's own client module that would import Prism anyway
 * (`prism-include-languages`) is replaced by an empty one.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

/** The theme's client module that would import Prism on every page (./no-extra-languages.ts). */
const THEME_LANGUAGES_MODULE = path.join(
  path.dirname(createRequire(__filename).resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

export default function codeHighlight(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(__dirname, 'Highlight.tsx'),
            [`${THEME_LANGUAGES_MODULE}$`]: path.join(__dirname, 'no-extra-languages.ts'),
            '@code-highlight/highlighter$': path.join(
              __dirname,
              isServer ? 'highlighter.server.tsx' : 'highlighter.client.tsx',
            ),
          },
        },
      };
    },
  };
}
