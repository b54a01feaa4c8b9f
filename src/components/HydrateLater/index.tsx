/**
 * Keeps a part of the page as the server rendered it until the reader needs
 * it, and only then loads its code and renders it: the part's JavaScript is
 * not in the page's first load. Until then the part's HTML stays on screen
 * untouched and its plain links work.
 *
 * React 18 cannot leave a Suspense boundary dehydrated here: the app's
 * contexts change right after hydration (the browser flag, among others),
 * which makes React drop any boundary still waiting for its code and show
 * its fallback. So during hydration the part's box is rendered with an empty
 * `dangerouslySetInnerHTML`, which React neither compares nor writes while
 * hydrating: the server's HTML inside it stays. When the code has arrived,
 * the part is rendered into the box.
 *
 * `when` says what loads it: `intent` (the pointer enters the part, a touch
 * or the keyboard focus reaches it) or `visible` (the part comes within 400 px
 * of the viewport). What the reader did before the code arrived is done again
 * on the rendered part: the focus is put back on the same control, a pointer
 * over a control enters it again, and a click on a button is made again. The
 * part is not rendered while a pointer is pressed in it: the release would
 * land on a new element, and the browser would make no click at all. The
 * server renders the part at once, and so does the browser on client-side
 * navigations, where there is no server HTML to keep.
 */
import React, {lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Trigger = 'intent' | 'visible';
type Module<P> = {default: ComponentType<P>};

// A touch raises `pointerover` too.
const INTENT_EVENTS = ['pointerover', 'focusin', 'click'];
const CONTROLS = 'a, button';

export function hydrateLater<P extends object>(
  load: () => Promise<Module<P>>,
  when: Trigger,
): ComponentType<P & {className?: string}> {
  const Lazy = lazy(load) as unknown as ComponentType<object>;
  let loaded: ComponentType<object> | undefined;

  return function Later({className, ...props}: P & {className?: string}): ReactNode {
    const box = useRef<HTMLDivElement>(null);
    // What the reader did in the kept HTML: the event's type and the index of its control.
    const done = useRef<[string, number][]>([]);
    // A part mounted after hydration (a client-side navigation) has no server HTML to keep.
    const [keep, setKeep] = useState(
      () => ExecutionEnvironment.canUseDOM && !loaded && document.documentElement.dataset.hasHydrated !== 'true',
    );

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
      // A press in the part (pointer down, not yet up): the kept HTML is not replaced under it, or
      // the release would land on a new element and the browser would make no click at all.
      let pressed = false;
      let waiting = false;
      const render = () => {
        if (pressed) waiting = true;
        else setKeep(false);
      };
      const onPress = (event: Event) => {
        if (element.contains(event.target as Node)) pressed = true;
      };
      const onRelease = () => {
        if (!pressed) return;
        pressed = false;
        // After the click that this release makes, which is recorded like any other.
        if (waiting) setTimeout(() => setKeep(false), 0);
      };
      window.addEventListener('pointerdown', onPress, true);
      window.addEventListener('pointerup', onRelease, true);
      window.addEventListener('pointercancel', onRelease, true);
      const start = () => {
        if (started) return;
        started = true;
        void load().then(
          (module) => {
            loaded = module.default as ComponentType<object>;
            render();
          },
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
        window.removeEventListener('pointerdown', onPress, true);
        window.removeEventListener('pointerup', onRelease, true);
        window.removeEventListener('pointercancel', onRelease, true);
      };
    }, [keep]);

    if (keep) {
      // eslint-disable-next-line react/no-danger -- empty on purpose: React keeps the server's HTML of the box
      return <div ref={box} className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
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
