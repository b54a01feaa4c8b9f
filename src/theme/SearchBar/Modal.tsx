/**
 * The open search modal of the SearchBar (./index.tsx): DocSearch's modal with
 * the site's hits (each labelled with where it lives: "Server 0.25", "Blog"),
 * navigation, result URLs, footer link (carrying the versions searched to the
 * search page) and error screen. It
 * is its own chunk, loaded with DocSearch and its stylesheets when the reader
 * shows intent to search, so no page pays for it before then.
 */
import React, {useCallback, useEffect, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {DocSearchModal} from '@docsearch/react/modal';
import {tagsOfFilters, type LocalSearchClient} from '@site/src/search/inBrowserSearch';
import {reportingFailures} from '@site/src/search/reportingFailures';
import {useAreaLabel} from '@site/src/search/areaLabel';
import type {
  InternalDocSearchHit,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';

/** The theme's DocSearch options (themeConfig.algolia) that reach the modal. */
export type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

export type Props = {
  readonly docSearchProps: DocSearchProps;
  readonly searchParameters: DocSearchProps['searchParameters'];
  /** The site's own index, or null when the build uses hosted DocSearch. */
  readonly localClient: LocalSearchClient | null;
  readonly initialQuery: string | undefined;
  readonly container: HTMLElement;
  readonly failed: boolean;
  readonly onOutcome: (failed: boolean) => void;
  readonly onClose: () => void;
};

/**
 * DocSearch's own error screen, shown in place of the results while the local
 * index cannot be loaded (see src/search/modalClient.ts for why the theme's
 * does not stay on screen).
 */
function SearchErrorScreen({
  container,
  translations: text,
}: {
  container: HTMLElement;
  translations: {titleText?: string; helpText?: string} | undefined;
}) {
  const [target, setTarget] = useState<Element | null>(null);
  useEffect(() => {
    const find = () => setTarget(container.querySelector('.DocSearch-Dropdown'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container]);
  if (!target) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen local-search-error" role="alert">
      <p className="DocSearch-Title">{text?.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{text?.helpText ?? 'You might want to check your network connection.'}</p>
    </div>,
    target,
  );
}

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useTransformSearchClient(
  localClient: LocalSearchClient | null,
  onOutcome: (failed: boolean) => void,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      if (localClient) {
        // Same contract as Algolia's client, answered from the site's own index.
        return reportingFailures(localClient, onOutcome) as unknown as DocSearchTransformClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return searchClient;
    },
    [docusaurusVersion, localClient, onOutcome],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
  facetFilters,
}: {
  closeModal: () => void;
  facetFilters: unknown;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      function HitsFooter({state}) {
        return <ResultsFooter state={state} versions={versionsSearched(facetFilters)} onClose={closeModal} />;
      },
    [closeModal, facetFilters],
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: React.ReactNode}) {
  // A plain link routed through the history: Docusaurus's <Link> would prefetch
  // the route of every hit as it appears, dozens of requests per keystroke.
  const history = useHistory();
  const label = useAreaLabel()((hit as {docusaurus_tag?: string}).docusaurus_tag);
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- see above: no prefetch per hit
    <a
      href={hit.url}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.push(hit.url);
      }}
    >
      {children}
      {label && <span className="local-search-hit-area">{label}</span>}
    </a>
  );
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  /** The docs versions the modal searched, as search page parameters (`server=0.19`). */
  versions: [string, string][];
  onClose: () => void;
};

/** The docs area and version of each `docusaurus_tag:docs-<area>-<version>` filter. */
function versionsSearched(facetFilters: unknown): [string, string][] {
  return tagsOfFilters(facetFilters).flatMap((tag) => {
    const match = /^docs-([a-z]+)-(.+)$/.exec(tag);
    return match ? [[match[1], match[2]] as [string, string]] : [];
  });
}

function ResultsFooter({state, versions, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();
  // The search page searches the versions the modal did, not its defaults.
  const params = versions.map(([area, version]) => `&${area}=${encodeURIComponent(version)}`).join('');
  return (
    <Link to={`${createSearchLink(state.query)}${params}`} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function SearchModal({
  docSearchProps: {externalUrlRegex, ...props},
  searchParameters,
  localClient,
  initialQuery,
  container,
  failed,
  onOutcome,
  onClose,
}: Props): React.ReactElement {
  const navigator = useNavigator({externalUrlRegex});
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient(localClient, onOutcome);
  const resultsFooterComponent = useResultsFooterComponent({
    closeModal: onClose,
    facetFilters: searchParameters?.facetFilters,
  });
  return (
    <>
      {createPortal(
        <DocSearchModal
          onClose={onClose}
          initialScrollY={window.scrollY}
          initialQuery={initialQuery}
          navigator={navigator}
          transformItems={transformItems}
          hitComponent={Hit}
          transformSearchClient={transformSearchClient}
          {...(props.searchPagePath && {
            resultsFooterComponent,
          })}
          placeholder={translations.placeholder}
          getMissingResultsUrl={({query}: {query: string}) =>
            `https://github.com/mirumee/ariadne/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`
          }
          {...props}
          translations={props.translations?.modal ?? translations.modal}
          searchParameters={searchParameters}
        />,
        container,
      )}
      {failed && (
        <SearchErrorScreen
          container={container}
          translations={(props.translations?.modal ?? translations.modal)?.errorScreen}
        />
      )}
    </>
  );
}
