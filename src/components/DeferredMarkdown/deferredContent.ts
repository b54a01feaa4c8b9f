/**
 * The default export of a docs page's or blog post's module in the browser
 * (plugins/deferred-content): the page's content, whose code is imported only
 * when it is needed. DeferredMarkdown keeps the server's HTML of the content
 * until then; rendered anywhere else, the component waits for its code
 * (React Suspense).
 */
import {createElement, type ComponentType, type ReactNode} from 'react';
import {importOnce, isFirstPageHydrated, loadLaterParts} from '../../client/keptServerHtml';

type Body = ComponentType<object>;

export type DeferredContent = ComponentType<object> & {
  /** Imports the body; the same promise until it fails. */
  load(): Promise<Body>;
  /** The body, once imported. */
  loaded?: Body;
  /**
   * Called when a route with this page module has loaded (./preloadLoader in
   * plugins/deferred-content): after the first page has hydrated, the route
   * is about to be shown (a client-side navigation, a link's preload), so its
   * body is loaded with it and the page shows whole; before that, it is the
   * page the server rendered, whose HTML is kept.
   */
  whenNeeded(): Promise<unknown> | undefined;
};

export function deferredContent(importBody: () => Promise<{default: Body}>): DeferredContent {
  const content = ((props: object): ReactNode => {
    if (content.loaded) return createElement(content.loaded, props);
    // React Suspense waits for a thrown promise.
    throw content.load();
  }) as DeferredContent;
  content.load = importOnce(
    () => importBody().then((module) => module.default),
    (body) => {
      content.loaded = body;
    },
  );
  content.whenNeeded = () => (isFirstPageHydrated() ? content.load() : undefined);
  return content;
}

/**
 * What the engine's route preload resolves with (each matched route's loaded
 * modules), once the bodies of the deferred page modules among them that
 * are needed have loaded, and, for a route rendered in the browser, the code
 * of the parts kept until needed (client/keptServerHtml).
 */
export function waitForBodies<T>(loaded: T): Promise<T> {
  const waits: Promise<unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const content = (value as {default?: Partial<DeferredContent>} | null | undefined)?.default;
    const wait = typeof content?.whenNeeded === 'function' ? content.whenNeeded() : undefined;
    if (wait) waits.push(wait);
  };
  visit(loaded);
  if (isFirstPageHydrated()) waits.push(loadLaterParts());
  return Promise.all(waits).then(() => loaded);
}
