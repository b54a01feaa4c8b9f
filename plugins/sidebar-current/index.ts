/**
 * sidebar-current: on a docs page's first paint, scrolls the desktop sidebar
 * (its own scroll area, never the page, never the focus) so that the link of
 * the current page is in view. With every category but the current one
 * collapsed the link is usually in view already; in a long open category
 * (the server's "Docs" holds 22 pages) it may sit below the screen.
 *
 * It is an inline script after the page's HTML, like storage-guards: it runs
 * before the bundle, so the sidebar does not jump once React starts, and it
 * adds nothing to the JavaScript every page downloads.
 */
import type {Plugin} from '@docusaurus/types';

/** The theme shows the desktop sidebar from this width; below it the script returns before reading any layout. */
export const DESKTOP_SIDEBAR_MEDIA = '(min-width: 997px)';

/**
 * Below the desktop width the sidebar is not displayed, and asking for its
 * boxes would make the browser lay out the page while it is still parsing it,
 * only to lay it out again: so a media query is checked first, which reads no
 * layout (tests/browser/reading-layout.spec.ts).
 */
export const sidebarCurrentScript = `(function(){if(!window.matchMedia('${DESKTOP_SIDEBAR_MEDIA}').matches)return;var a=document.querySelector('.theme-doc-sidebar-menu a[aria-current="page"]');if(!a||!a.getClientRects().length)return;for(var s=a.parentElement;s&&s!==document.body;s=s.parentElement){var o=getComputedStyle(s).overflowY;if((o==='auto'||o==='scroll')&&s.scrollHeight>s.clientHeight)break;}if(!s||s===document.body)return;var r=a.getBoundingClientRect(),b=s.getBoundingClientRect(),v=Math.min(b.bottom,window.innerHeight);if(r.top>=b.top&&r.bottom<=v)return;s.scrollTop+=r.top-b.top-(v-b.top-r.height)/2;})();`;

export default function sidebarCurrent(): Plugin {
  return {
    name: 'sidebar-current',
    injectHtmlTags() {
      return {postBodyTags: [{tagName: 'script', innerHTML: sidebarCurrentScript}]};
    },
  };
}
