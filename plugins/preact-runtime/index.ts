/**
 * preact-runtime: in the browser bundle, the React API is served by Preact's
 * compatibility layer (preact/compat). Pages are still rendered to HTML by
 * React in the server bundle; the browser hydrates that HTML with Preact.
 * React DOM is most of a first visit's JavaScript and most of the time spent
 * evaluating it; preact/compat does the same job in a fraction of both.
 *
 * The engine aliases `react` and `react-dom` to the site's React packages;
 * those two entries are pointed at preact/compat instead, so every subpath
 * (`react/jsx-runtime`, `react-dom/client`) resolves to compat's own.
 */
import type {Plugin} from '@docusaurus/types';

export const CLIENT_ALIASES = {react: 'preact/compat', 'react-dom': 'preact/compat'} as const;

export default function preactRuntime(): Plugin {
  return {
    name: 'preact-runtime',
    configureWebpack(config, isServer) {
      if (!isServer) {
        const alias = (config.resolve ??= {}).alias as Record<string, string>;
        Object.assign(alias, CLIENT_ALIASES);
      }
      return {};
    },
  };
}
