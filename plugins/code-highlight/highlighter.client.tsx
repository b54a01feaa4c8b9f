/**
 * `@code-highlight/highlighter` in the browser bundle: the theme's content
 * component, and with it Prism and its grammars, is a chunk of its own. A
 * first visit never needs it, since hydrated code blocks keep the lines the
 * server highlighted (src/theme/CodeBlock/Content). The chunk is prefetched
 * (low priority) with any chunk that holds code blocks, and run when the
 * browser is idle after a page with code, so a later page's code is
 * highlighted at once. A block rendered in the browser before it has arrived
 * shows its code unhighlighted until it does.
 */
import {useEffect, useState} from 'react';
import type Content from '@theme-original/CodeBlock/Content';

export type HighlightedContent = typeof Content;

let loaded: HighlightedContent | null = null;
let loading: Promise<HighlightedContent> | null = null;

function loadHighlighter(): Promise<HighlightedContent> {
  loading ??= import(/* webpackPrefetch: true */ '@theme-original/CodeBlock/Content').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // A failed fetch (offline, a new deployment) is tried again next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The highlighting content component, or null while its chunk is on its way. */
export function useHighlightedContent(): HighlightedContent | null {
  const [content, setContent] = useState<HighlightedContent | null>(() => loaded);
  useEffect(() => {
    if (content) return undefined;
    let mounted = true;
    loadHighlighter().then(
      (component) => mounted && setContent(() => component),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [content]);
  return content;
}

/** Fetches the highlighter in an idle moment, so a later page's code is highlighted at once. */
export function preloadHighlighter(): void {
  if (loaded || loading) return;
  const load = () => void loadHighlighter().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, {timeout: 5000});
  else window.setTimeout(load, 2000);
}
