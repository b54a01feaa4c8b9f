/**
 * `@code-highlight/highlighter` in the browser bundle: the theme's content
 * component, and with it Prism and its grammars, is a chunk of its own. A
 * first visit never needs it, since hydrated code blocks keep the lines the
 * server highlighted (src/theme/CodeBlock/Content). After a page with code,
 * the chunk is fetched when the reader points at, touches or tabs to a link
 * of the site, as the engine preloads a route on hover, so the next page's
 * code is highlighted at once; on data saver or 2G it waits until a block
 * needs it. A block rendered before the chunk has arrived shows its code
 * unhighlighted until it does.
 */
import {useEffect, useState} from 'react';
import type Content from '@theme-original/CodeBlock/Content';

export type HighlightedContent = typeof Content;

let loaded: HighlightedContent | null = null;
let loading: Promise<HighlightedContent> | null = null;

function loadHighlighter(): Promise<HighlightedContent> {
  loading ??= import('@theme-original/CodeBlock/Content').then(
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

/** The events that show a reader is about to follow a link. */
const INTENT_EVENTS = ['mouseover', 'touchstart', 'focusin'] as const;

/** The engine's rule for not fetching ahead: data saver on, or a 2G connection. */
function savingData(): boolean {
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

let waitingForIntent = false;

/** Fetches the highlighter once the reader shows intent to follow a link of the site. */
export function preloadHighlighter(): void {
  if (loaded || loading || waitingForIntent || savingData()) return;
  waitingForIntent = true;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    loadHighlighter().catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {capture: true, passive: true});
}
