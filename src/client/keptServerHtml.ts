/**
 * What the parts of a page that keep the server's HTML while the page is
 * hydrated have in common (components/HydrateLater for a small part,
 * components/DeferredMarkdown for a page's content): the box is rendered
 * with an empty `dangerouslySetInnerHTML`, which React neither compares nor
 * writes while hydrating, so the part's HTML stays on screen untouched until
 * its code is loaded; then the part is rendered into the box.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** One object for every render: React rewrites an element's HTML whenever this prop is a different object. */
export const SERVER_HTML = {__html: ''};

/**
 * Whether a part mounting now has server HTML to keep: only while the page
 * is first hydrated. On the server, and on client-side navigations (no server
 * HTML), a part is rendered at once; so is a part whose code is loaded.
 */
export function hasServerHtmlToKeep(loaded: boolean): boolean {
  return ExecutionEnvironment.canUseDOM && !loaded && document.documentElement.dataset.hasHydrated !== 'true';
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
 */
export function swapWhenReleased(element: HTMLElement, swap: () => void): Swapper {
  let pressed = false;
  let waiting = false;
  let disposed = false;
  const run = () => {
    if (!disposed) swap();
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
