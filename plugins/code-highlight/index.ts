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
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The theme's client module that would import Prism on every page (./no-extra-languages.ts). */
export const THEME_LANGUAGES_MODULE = path.join(
  path.dirname(createRequire(__filename).resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/**
 * The alias of the theme's languages module takes effect only while the site
 * loads that very module: fails the build when the engine's list of client
 * modules (`client-modules.js`, written before the bundler is configured)
 * does not name it exactly once.
 */
export function assertThemeLoadsLanguagesModule(clientModules: string): void {
  const found = clientModules.split(`require(${JSON.stringify(THEME_LANGUAGES_MODULE)})`).length - 1;
  if (found !== 1) {
    throw new Error(
      `code-highlight: the site's client modules name ${THEME_LANGUAGES_MODULE} ${found} times, expected once; the alias that keeps Prism's languages out of every page would match nothing`,
    );
  }
}

export default function codeHighlight(context: LoadContext): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack(_config, isServer) {
      assertThemeLoadsLanguagesModule(
        fs.readFileSync(path.join(context.generatedFilesDir, 'client-modules.js'), 'utf8'),
      );
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
