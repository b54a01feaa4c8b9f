/**
 * What the parts of a page that keep the server's HTML while the page is
 * hydrated have in common (components/HydrateLater for a small part,
 * components/DeferredMarkdown for a page's content): the box is rendered
 * with an empty `dangerouslySetInnerHTML`, which React neither compares nor
 * writes while hydrating, so the part's HTML stays on screen untouched until
 * its code is loaded; then the part is rendered into the box.
 */
import {useSyncExternalStore} from 'react';

/** One object for every render: React rewrites an element's HTML whenever this prop is a different object. */
export const SERVER_HTML = {__html: ''};

let firstPageHydrated = false;

/**
 * A client module's lifecycle, called by the engine in the commit that shows a
 * route: the first call ends the first page's hydration. Every route loaded
 * after it is one the browser renders itself (a client-side navigation, a
 * link's preload), with no server HTML to keep.
 *
 * The engine's `data-has-hydrated` attribute of <html> is no sign of this: it
 * is set from an effect, through the document head's manager, a frame or more
 * after the hydration's commit. A link clicked in between (on a slow phone, a
 * loaded machine) led to a page whose content waited for server HTML it did
 * not have: an empty page, or one scrolled past its anchor.
 */
export function onRouteDidUpdate(): void {
  firstPageHydrated = true;
}

/** Whether the first page has been hydrated (see onRouteDidUpdate). */
export function isFirstPageHydrated(): boolean {
  return firstPageHydrated;
}

/**
 * `load` made callable any number of times: callers share one promise, so the
 * code is fetched once, and `onLoaded` is given the value as it arrives. After
 * a failure (offline, a new deployment) the next call tries again.
 */
export function importOnce<T>(load: () => Promise<T>, onLoaded: (value: T) => void): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().then(
      (value) => {
        onLoaded(value);
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
}

const laterParts = new Set<() => Promise<unknown>>();

/** Records how to load the code of a part kept until it is needed (components/HydrateLater). */
export function registerLaterPart(load: () => Promise<unknown>): void {
  laterParts.add(load);
}

/**
 * Loads the code of every recorded part, for a route about to be rendered in
 * the browser: its parts then show with it, not a moment later, when they
 * would push down the content under an anchor the page was opened at. A part
 * whose code does not arrive is left to its own fallback.
 */
export function loadLaterParts(): Promise<unknown> {
  return Promise.all([...laterParts].map((load) => load().catch(() => undefined)));
}

const noSubscription = () => () => undefined;

/**
 * Whether the component calling it is being hydrated: React renders with the
 * server's snapshot only while hydrating. True on the server too, where
 * nothing is kept (the caller checks for a DOM).
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * Whether a part mounting now has server HTML to keep: only while it is
 * hydrated with the first page. On the server, on client-side navigations and
 * in the development server (no server HTML), a part is rendered at once; so
 * is a part whose code is loaded.
 */
export function useServerHtmlToKeep(loaded: boolean): boolean {
  const hydrating = useHydrating();
  return typeof document !== 'undefined' && hydrating && !loaded;
}

export type Swapper = {
  /** Replace the kept HTML now, or once the pointer pressed in it is released. */
  request: () => void;
  dispose: () => void;
};

/**
 * Replaces the kept HTML of `element` (by calling `swap`) when the reader is
 * not pressing a pointer in it. Replaced during a press, the release would
 * land on a new element, and the browser would make no click at all; so the
 * swap waits for the release, and for the click it makes.
 *
 * The state change that `swap` makes is rendered and committed at once, in
 * the same task that found no press. Left to React's scheduler, the render
 * ran in a later task, and a press that began in between (a busy main
 * thread, a slow phone) was cut in two by it: the first click a reader made
 * on the part was lost.
 *
 * React DOM is not imported statically: the page's preload, which reaches
 * this module, runs in the first stage of plugins/staged-start, and a static
 * import made it evaluate React DOM there, in the task that evaluates
 * `main.js`, instead of in the stage of its own. The app has loaded it long
 * before any code a part waits for arrives, so the import resolves in a
 * microtask of the same task: no input event can come between the check and
 * the commit.
 */
export function swapWhenReleased(element: HTMLElement, swap: () => void): Swapper {
  let pressed = false;
  let waiting = false;
  let disposed = false;
  const run = () => {
    void import(/* webpackMode: "eager" */ 'react-dom').then(({flushSync}) => {
      if (disposed) return;
      if (pressed) waiting = true;
      else flushSync(swap);
    });
  };
  const onPress = (event: Event) => {
    if (element.contains(event.target as Node)) pressed = true;
  };
  const onRelease = () => {
    if (!pressed) return;
    pressed = false;
    // After the click that this release makes, which the part's listeners see on the kept HTML.
    if (waiting) setTimeout(run, 0);
    waiting = false;
  };
  window.addEventListener('pointerdown', onPress, true);
  window.addEventListener('pointerup', onRelease, true);
  window.addEventListener('pointercancel', onRelease, true);
  return {
    request() {
      if (pressed) waiting = true;
      else run();
    },
    dispose() {
      disposed = true;
      window.removeEventListener('pointerdown', onPress, true);
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', onRelease, true);
    },
  };
}
