/**
 * code-highlight: code blocks are highlighted with the Prism grammars the
 * site uses (./prism.ts) instead of the thirty-odd that prism-react-renderer
 * bundles. The theme imports `Highlight` and `Prism` from
 * 'prism-react-renderer'; in the bundle that import resolves to
 * ./Highlight.tsx, which has the same API. The config's colour theme still
 * comes from prism-react-renderer, in Node, where nothing is replaced.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function codeHighlight(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'Highlight.tsx')}}};
    },
  };
}
