/**
 * The box of a docs page's or blog post's content (`div.markdown`). When the
 * content's module is deferred (plugins/deferred-content) and the page is
 * being hydrated, the box keeps the server's HTML of the content as it is
 * (client/keptServerHtml), so the content's code need not be loaded.
 *
 * Meanwhile the kept content works as rendered content does: a link of the
 * site navigates in the client router and is preloaded when pointed at; a
 * link with a modifier key, a target, a download or another origin is left to
 * the browser, and so is an anchor on the same page. When the reader points
 * at, taps or tabs into something that needs the page's code (a code block,
 * whose buttons only the browser renders, or any button), the body is loaded
 * and rendered in the box, with the code blocks' highlighted lines taken
 * from the kept HTML, and the focus put back where it was; not while a
 * pointer is pressed in the box, but after its release and click. A page with code
 * fetches the highlighter when a link of the site is pointed at, as a
 * hydrated code block would (plugins/code-highlight). The body is also
 * loaded when the page is left, so coming back to it is immediate.
 *
 * Anywhere else (the server, client-side navigation, a module that is not
 * deferred) the content is rendered in the box as usual.
 */
import React, {
  isValidElement,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import {preloadHighlighter} from '@code-highlight/highlighter';
import {useServerHtmlToKeep, SERVER_HTML, swapWhenReleased} from '../../client/keptServerHtml';
import type {DeferredContent} from './deferredContent';
import {keepCode, KeptCodeContext, type KeptCode} from './keptCode';

/** What needs the page's code to work. */
const NEEDS_CODE = 'button, .theme-code-block';
const FOCUSABLE = 'a[href], button, [tabindex]';
const INTENT_EVENTS = ['pointerover', 'focusin'] as const;

type Props = {
  className: string;
  id?: string;
  /** Rendered in the box before the content (a title the content does not have). */
  before?: ReactNode;
  /** The content: the page module's default export, as an element. */
  children: ReactNode;
};

function deferredOf(children: ReactNode): DeferredContent | undefined {
  const type = isValidElement(children) ? (children as ReactElement).type : undefined;
  return typeof type === 'function' && 'whenNeeded' in type ? (type as DeferredContent) : undefined;
}

/** The site address a click on `link` should open in the client router, or undefined to leave it to the browser. */
function routerTarget(event: MouseEvent, link: HTMLAnchorElement): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  // A file (a feed, an asset, a page's Markdown) is not a route.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export default function DeferredMarkdown({className, id, before, children}: Props): ReactNode {
  const deferred = deferredOf(children);
  const box = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const hasServerHtml = useServerHtmlToKeep(deferred?.loaded !== undefined);
  const [keep, setKeep] = useState(deferred !== undefined && hasServerHtml);
  const kept = useRef<{code: KeptCode; focus: number}>(undefined);

  useEffect(() => {
    const element = box.current;
    if (!keep || !deferred || !element) return undefined;
    let started = false;
    const swapper = swapWhenReleased(element, () => {
      const focusables = [...element.querySelectorAll(FOCUSABLE)];
      kept.current = {
        code: keepCode(element),
        focus: document.activeElement ? focusables.indexOf(document.activeElement) : -1,
      };
      setKeep(false);
    });
    const render = () => {
      if (started) return;
      started = true;
      deferred.load().then(
        () => swapper.request(),
        // The code did not arrive (offline, a new deployment): the server's HTML stays, links keep working.
        () => {
          started = false;
        },
      );
    };
    const preloaded = new Set<string>();
    const onIntent = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(NEEDS_CODE)) render();
      const link = target?.closest('a[href]');
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) {
        const {pathname} = new URL(link.href);
        if (!preloaded.has(pathname) && !/\.[a-z0-9]+$/i.test(pathname)) {
          preloaded.add(pathname);
          void Promise.resolve(window.docusaurus.preload(pathname)).catch(() => undefined);
        }
      }
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) {
        if (event.target instanceof Element && event.target.closest(NEEDS_CODE)) render();
        return;
      }
      const to = routerTarget(event, link);
      if (to === undefined) return;
      event.preventDefault();
      history.push(to);
    };
    for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, {passive: true});
    element.addEventListener('click', onClick);
    const blocks = element.querySelectorAll('.theme-code-block');
    // As a hydrated code block would: the next page's code is highlighted at once.
    if (blocks.length > 0) preloadHighlighter();
    return () => {
      swapper.dispose();
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent);
      element.removeEventListener('click', onClick);
      // Leaving the page: its body is fetched, so that coming back shows it at once.
      deferred.load().catch(() => undefined);
    };
  }, [keep, deferred, history]);

  useLayoutEffect(() => {
    const focus = kept.current?.focus ?? -1;
    if (keep || focus < 0) return;
    kept.current = {code: kept.current?.code ?? new Map(), focus: -1};
    const target = box.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focus];
    target?.focus({preventScroll: true});
  }, [keep]);

  if (keep) {
    return (
      // eslint-disable-next-line react/no-danger -- empty on purpose: React keeps the server's HTML of the content
      <div ref={box} id={id} className={className} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
    );
  }
  return (
    <div ref={box} id={id} className={className}>
      {before}
      {deferred ? (
        <KeptCodeContext.Provider value={kept.current?.code}>
          <Suspense fallback={null}>{children}</Suspense>
        </KeptCodeContext.Provider>
      ) : (
        children
      )}
    </div>
  );
}
