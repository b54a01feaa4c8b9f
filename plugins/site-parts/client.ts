/**
 * Browser side of the site parts: a page of the other part is not in this
 * part's route table, so the router would show "Page not found" for it.
 * Clicks on links to such pages load the page from the server instead (the
 * link's own click handlers still run, for example the version dropdown
 * saving the preferred version), and a route change to such a page made by
 * code (a history push) becomes a page load too.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {partOfPath} from '../../src/site/parts';

type SitePartField = {part: 'main' | 'archive'; archivePrefixes: string[]};
const {part, archivePrefixes} = siteConfig.customFields?.sitePart as SitePartField;

/** True when `pathname` is served by the other part of the site. */
export function inOtherPart(pathname: string): boolean {
  return partOfPath(pathname, archivePrefixes) !== part;
}

function onClick(event: MouseEvent): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !inOtherPart(url.pathname)) return;
  // Capturing at the window runs before React's listeners on the root.
  // Marked as handled, the click no longer moves the router (nor the
  // browser); the page is loaded once every click handler has run.
  event.preventDefault();
  window.setTimeout(() => window.location.assign(url.href), 0);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('click', onClick, true);
}

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    // Without a previous location this is the first render of a page the
    // server sent (such as the not-found page for an unknown archived path):
    // loading it again would loop.
    if (previousLocation && inOtherPart(location.pathname)) {
      window.location.assign(`${location.pathname}${location.search}${location.hash}`);
    }
  },
};

export default clientModule;
