/**
 * What both search modals (./LocalModal.tsx over the site's own index,
 * ./Modal.tsx over hosted DocSearch) put around the hits: each hit's link,
 * labelled with where it lives ("Server 0.25", "Blog"), and the "See all N
 * results" link to the search page, carrying the versions searched, and
 * where "Let us know" leads when a query finds nothing.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import {tagsOfFilters} from '@site/src/search/inBrowserSearch';
import {useAreaLabel} from '@site/src/search/areaLabel';

/** A click the browser follows itself: another button than the main one, or with a modifier (new tab or window). */
export function opensElsewhere(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function HitLink({hit, children}: {hit: {url: string; docusaurus_tag?: string}; children: ReactNode}) {
  // A plain link routed through the history: Docusaurus's <Link> would prefetch
  // the route of every hit as it appears, dozens of requests per keystroke.
  const history = useHistory();
  const label = useAreaLabel()(hit.docusaurus_tag);
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- see above: no prefetch per hit
    <a
      href={hit.url}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        history.push(hit.url);
      }}
    >
      {children}
      {label && <span className="local-search-hit-area">{label}</span>}
    </a>
  );
}

/** The docs area and version of each `docusaurus_tag:docs-<area>-<version>` filter, as search page parameters. */
export function versionsSearched(facetFilters: unknown): [string, string][] {
  return tagsOfFilters(facetFilters).flatMap((tag) => {
    const match = /^docs-([a-z]+)-(.+)$/.exec(tag);
    return match ? [[match[1], match[2]] as [string, string]] : [];
  });
}

/** The search page's address for a query, searching the versions the modal did rather than its defaults. */
export function useSeeAllAddress(facetFilters: unknown): (query: string) => string {
  const createSearchLink = useSearchLinkCreator();
  const params = versionsSearched(facetFilters)
    .map(([area, version]) => `&${area}=${encodeURIComponent(version)}`)
    .join('');
  return (query) => `${createSearchLink(query)}${params}`;
}

export function SeeAllLink({
  query,
  count,
  facetFilters,
  onClose,
}: {
  query: string;
  count: number;
  facetFilters: unknown;
  onClose: () => void;
}) {
  const address = useSeeAllAddress(facetFilters);
  return (
    <Link to={address(query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** A new issue on the tracker, titled with the query that found nothing. */
export function missingResultsUrl(query: string): string {
  return `https://github.com/mirumee/ariadne/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`;
}
