/**
 * The default export of a docs page's or blog post's module in the browser
 * (plugins/deferred-content): the page's content, whose code is imported only
 * when it is needed. DeferredMarkdown keeps the server's HTML of the content
 * until then; rendered anywhere else, the component waits for its code
 * (React Suspense).
 */
import {createElement, type ComponentType, type ReactNode} from 'react';

type Body = ComponentType<object>;

export type DeferredContent = ComponentType<object> & {
  /** Imports the body; the same promise until it fails. */
  load(): Promise<Body>;
  /** The body, once imported. */
  loaded?: Body;
  /**
   * Called as the page's module is first run: a module run after the first
   * page has hydrated belongs to a page about to be shown (a client-side
   * navigation, a link's preload), so it waits for its body and the page
   * shows whole; before that, it belongs to the page the server rendered.
   */
  whenNeeded(): Promise<unknown> | undefined;
};

export function deferredContent(importBody: () => Promise<{default: Body}>): DeferredContent {
  let loading: Promise<Body> | undefined;
  const content = ((props: object): ReactNode => {
    if (content.loaded) return createElement(content.loaded, props);
    // React Suspense waits for a thrown promise.
    throw content.load();
  }) as DeferredContent;
  content.load = () =>
    (loading ??= importBody().then(
      (module) => (content.loaded = module.default),
      (error: unknown) => {
        // A failed fetch (offline, a new deployment) is tried again next time.
        loading = undefined;
        throw error;
      },
    ));
  content.whenNeeded = () =>
    typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated === 'true'
      ? content.load()
      : undefined;
  return content;
}
