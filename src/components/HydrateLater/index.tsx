/**
 * Keeps a part of the page as the server rendered it until the reader needs
 * it, and only then loads its code and renders it: the part's JavaScript is
 * not in the page's first load. Until then the part's HTML stays on screen
 * untouched and its plain links work.
 *
 * React 18 cannot leave a Suspense boundary dehydrated here: the app's
 * contexts change right after hydration (the browser flag, among others),
 * which makes React drop any boundary still waiting for its code and show
 * its fallback. So the part's box keeps the server's HTML as
 * client/keptServerHtml does, and the part is rendered into it when its code
 * has arrived.
 *
 * `when` says what loads it: `intent` (the pointer enters the part, a touch
 * or the keyboard focus reaches it) or `visible` (the part comes within 400 px
 * of the viewport). What the reader did before the code arrived is done again
 * on the rendered part: the focus is put back on the same control, a pointer
 * over a control enters it again, and a click on a button is made again. As
 * with every kept part, it is not rendered while a pointer is pressed in it.
 * The server renders the part at once, and so does the browser on client-side
 * navigations, where there is no server HTML to keep.
 */
import React, {lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {
  importOnce,
  registerLaterPart,
  useServerHtmlToKeep,
  SERVER_HTML,
  swapWhenReleased,
} from '../../client/keptServerHtml';

type Trigger = 'intent' | 'visible';
type Module<P> = {default: ComponentType<P>};

// A touch raises `pointerover` too.
const INTENT_EVENTS = ['pointerover', 'focusin', 'click'];
const CONTROLS = 'a, button';

export function hydrateLater<P extends object>(
  load: () => Promise<Module<P>>,
  when: Trigger,
): ComponentType<P & {className?: string}> {
  let loaded: ComponentType<object> | undefined;
  // One import, whoever asks first: the kept box, React, or a route about to be rendered in the browser.
  const loadOnce = importOnce(load, (module) => {
    loaded = module.default as ComponentType<object>;
  });
  registerLaterPart(loadOnce);
  const Lazy = lazy(loadOnce) as unknown as ComponentType<object>;

  return function Later({className, ...props}: P & {className?: string}): ReactNode {
    const box = useRef<HTMLDivElement>(null);
    // What the reader did in the kept HTML: the event's type and the index of its control.
    const done = useRef<[string, number][]>([]);
    const hasServerHtml = useServerHtmlToKeep(loaded !== undefined);
    const [keep, setKeep] = useState(hasServerHtml);

    useEffect(() => {
      const element = box.current;
      if (!element) return undefined;
      const controls = () => [...element.querySelectorAll<HTMLElement>(CONTROLS)];
      if (!keep) {
        // The part is rendered: what the reader did in the kept HTML happens again on it.
        for (const [type, index] of done.current.splice(0)) {
          const control = controls()[index];
          if (type === 'focusin') control?.focus();
          else if (type === 'click') control?.click();
          else control?.dispatchEvent(new PointerEvent(type, {bubbles: true}));
        }
        return undefined;
      }
      let started = false;
      const swapper = swapWhenReleased(element, () => setKeep(false));
      const start = () => {
        if (started) return;
        started = true;
        void loadOnce().then(
          () => swapper.request(),
          // The code did not arrive (offline, a new deployment): the server's HTML stays, links keep working.
          () => undefined,
        );
      };
      const onEvent = (event: Event) => {
        const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
        // A click on a link is not made again: it has navigated.
        if (control && (event.type !== 'click' || control.tagName === 'BUTTON')) {
          done.current.push([event.type, controls().indexOf(control as HTMLElement)]);
        }
        if (when === 'intent' || event.type === 'click') start();
      };
      for (const name of INTENT_EVENTS) element.addEventListener(name, onEvent, true);
      const observer =
        when === 'visible'
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
              rootMargin: '400px 0px',
            })
          : undefined;
      observer?.observe(element);
      return () => {
        observer?.disconnect();
        for (const name of INTENT_EVENTS) element.removeEventListener(name, onEvent, true);
        swapper.dispose();
      };
    }, [keep]);

    if (keep) {
      // eslint-disable-next-line react/no-danger -- empty on purpose: React keeps the server's HTML of the box
      return <div ref={box} className={className} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
    }
    const Part = loaded ?? Lazy;
    return (
      <div ref={box} className={className}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  };
}
