/**
 * deferred-content: a first visit to a docs page or a blog post does not load
 * the code of the page's content. The route loads the page's data only (title,
 * metadata, table of contents); the server's HTML of the content stays as it
 * is until the reader points at, taps or tabs into something in it that
 * needs the page's code (a code block's buttons), and only then is the body
 * loaded and rendered (src/components/DeferredMarkdown). Links in the kept
 * content still navigate in the client router. On client-side navigation the
 * engine's route preload waits for the page's body too (./preloadLoader.cjs),
 * so the page shows whole at once.
 *
 * The split is made by ./splitLoader.cjs, put right after
 * @docusaurus/mdx-loader in every rule that has it (the docs instances and
 * the blog). A build with no such rule fails: nothing would be split.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {TEST as PRELOAD} from './preloadLoader.cjs';
import {PROVIDER} from './splitLoader.cjs';
import {rewriteRuleUses, type LoaderItem} from '../rule-uses';

const MDX_LOADER = `${path.sep}@docusaurus${path.sep}mdx-loader${path.sep}`;
export const SPLIT_LOADER = path.join(__dirname, 'splitLoader.cjs');
const PRELOAD_LOADER = path.join(__dirname, 'preloadLoader.cjs');

function isMdxLoader(item: LoaderItem): boolean {
  const loader = typeof item === 'string' ? item : item.loader;
  return typeof loader === 'string' && loader.includes(MDX_LOADER);
}

/**
 * Puts the split loader right after mdx-loader (before it in `use`: loaders
 * run from last to first) in each rule that has it, and returns how many
 * rules (in copies of the rules: ../rule-uses).
 */
export function insertSplitLoader(rules: unknown[], server: boolean): number {
  return rewriteRuleUses(rules, (items) => {
    const at = items.findIndex(isMdxLoader);
    if (at < 0) return undefined;
    return [...items.slice(0, at), {loader: SPLIT_LOADER, options: {server}}, ...items.slice(at)];
  });
}

/**
 * The modules only a page's body uses: the theme's MDX components, code
 * blocks and details, and what they alone import (not admonitions: the docs
 * layout shows its own, for a draft or unlisted page). The bodies
 * share them in one chunk, `markdown`, which a first visit does not load
 * (unless the page itself shows a code block, as the home page does).
 * Without this group the engine's `common` group (modules of half the
 * chunks or more) would gather them with modules every first visit needs.
 */
export const MARKDOWN_MODULES = new RegExp(
  [
    String.raw`@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](CodeBlock|Details|MDXComponents|MDXContent)[\\/]`,
    String.raw`@docusaurus[\\/]theme-common[\\/]lib[\\/](utils[\\/]codeBlockUtils|components[\\/]Details|hooks[\\/]usePrismTheme)`,
    String.raw`node_modules[\\/](@mdx-js[\\/]react|parse-numeric-range)[\\/]`,
    String.raw`[\\/]src[\\/]theme[\\/](CodeBlock|MDXComponents)[\\/]`,
  ].join('|'),
);

/**
 * Puts the theme's MDX provider (and with it the MDX components and code
 * blocks) in the server bundle's entry. The page bodies, which now import
 * it, are the server's async chunks; left to them, the provider and the
 * components went to a chunk of their own, and rendering the archive part's
 * pages took 0.8 GB more memory (2.67 GB against 1.87 GB at the peak).
 */
export function addProviderToServerEntry(entry: unknown): void {
  const entries = entry as Record<string, unknown> | undefined;
  if (typeof entries?.main !== 'string') {
    throw new Error(
      'deferred-content: the server bundle has no `main` entry to add the MDX provider to; re-check plugins/deferred-content against @docusaurus/core',
    );
  }
  entries.main = [MDX_PROVIDER, entries.main];
}

/** The module every page body wraps its content in. */
export const MDX_PROVIDER: string = PROVIDER;

export default function deferredContent(): Plugin {
  return {
    name: 'deferred-content',
    getClientModules() {
      return [
        // In main.js: every page module's default export is made by it, so no route chunk carries a copy.
        path.join(__dirname, '../../src/components/DeferredMarkdown/deferredContent.ts'),
        // Its onRouteDidUpdate tells when the first page has been hydrated.
        path.join(__dirname, '../../src/client/keptServerHtml.ts'),
      ];
    },
    configureWebpack(config, isServer) {
      const count = insertSplitLoader(config.module?.rules ?? [], isServer);
      if (count === 0) {
        throw new Error(
          'deferred-content: no bundler rule runs @docusaurus/mdx-loader, so no page would be split; re-check plugins/deferred-content against the installed @docusaurus/plugin-content-docs and plugin-content-blog',
        );
      }
      if (isServer) {
        addProviderToServerEntry(config.entry);
        return {};
      }
      return {
        module: {
          rules: [{test: (resource: string) => PRELOAD.test(resource), use: [{loader: PRELOAD_LOADER}]}],
        },
        optimization: {
          splitChunks: {
            cacheGroups: {
              markdown: {
                name: 'markdown',
                chunks: 'async',
                test: MARKDOWN_MODULES,
                minChunks: 2,
                // Above the engine's `common` group (40).
                priority: 45,
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },
  };
}
