/**
 * Ejected from @docusaurus/theme-search-algolia: the theme builds Algolia's
 * client with no way to replace it from configuration, and its button pulls
 * all of DocSearch into every page. This copy renders its own button and
 * shortcuts (DocSearch loads on intent), hands
 * DocSearch our local index client through its `transformSearchClient` hook
 * (unless the build is configured for hosted DocSearch), loads the index
 * shards of the versions being read when the reader shows intent (hover,
 * focus, touch or a shortcut), shows DocSearch's error screen when the index
 * cannot be loaded, renders hits as links that do not prefetch their pages
 * while the reader types, drops malformed recent/favorite entries from storage
 * before DocSearch reads them, links "Let us know" to the issue tracker, and
 * skips the preconnect to Algolia's servers when it is not used. Everything
 * else is the theme's code.
 */
import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {tagsOfFilters, useLocalSearchClient} from '@site/src/search/siteClient';
import type {LocalSearchClient} from '@site/src/search/client';
import {reportingFailures} from '@site/src/search/modalClient';
import {sanitizeDocSearchStorage} from '@site/src/search/docSearchStorage';
import {useSearchShortcuts} from '@site/src/search/shortcuts';
import {useContextualFacetFilters} from '@site/src/site/activeDocs';
import SearchButton from '@site/src/components/SearchButton';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal') as Promise<
      typeof import('@docsearch/react')
    >,
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
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

/**
 * DocSearch's own error screen, shown in place of the results while the local
 * index cannot be loaded (see src/search/modalClient.ts for why the theme's
 * does not stay on screen).
 */
function SearchErrorScreen({container, translations: text}: {container: HTMLElement; translations: {titleText?: string; helpText?: string} | undefined}) {
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

/** Starts loading what the first query needs: the modal's code and, locally, the index shards. */
function usePrepareSearch(localClient: LocalSearchClient | null, facetFilters: unknown): () => void {
  return useCallback(() => {
    importDocSearchModalIfNeeded();
    localClient?.preload(tagsOfFilters(facetFilters));
  }, [facetFilters, localClient]);
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => {
      return (items: DocSearchHit[]) =>
        props.transformItems
          ? // Custom transformItems
            props.transformItems(items)
          : // Default transformItems
            items.map((item) => ({
              ...item,
              url: processSearchResultUrl(item.url),
            }));
    },
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) =>
        <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: React.ReactNode;
}) {
  // A plain link routed through the history: Docusaurus's <Link> would prefetch
  // the route of every hit as it appears, dozens of requests per keystroke.
  const history = useHistory();
  return (
    <a
      href={hit.url}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.push(hit.url);
      }}>
      {children}
    </a>
  );
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  function mergeFacetFilters(f1: FacetFilters, f2: FacetFilters): FacetFilters {
    const normalize = (f: FacetFilters): FacetFilters =>
      typeof f === 'string' ? [f] : f;
    return [...normalize(f1), ...normalize(f2)];
  }

  // The theme's useAlgoliaContextualFacetFilters, without its costly first string collation (src/site/activeDocs.ts).
  const contextualSearchFacetFilters = useContextualFacetFilters() as FacetFilters;

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchProps) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  const localClient = useLocalSearchClient();
  const hosted = localClient === null;
  const [searchFailed, setSearchFailed] = useState(false);
  const transformSearchClient = useTransformSearchClient(localClient, setSearchFailed);
  const prepareSearch = usePrepareSearch(localClient, searchParameters?.facetFilters);

  const searchContainer = useRef<HTMLDivElement | null>(null);
  // TODO remove "as any" after React 19 upgrade
  const searchButtonRef = useRef<HTMLButtonElement>(null as any);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      if (!hosted) divElement.className = 'local-search';
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [hosted]);

  const openModal = useCallback(() => {
    sanitizeDocSearchStorage(props.indexName);
    prepareSearchContainer();
    prepareSearch();
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer, prepareSearch, props.indexName]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setSearchFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  useEffect(() => {
    searchContainer.current?.classList.toggle('local-search--failed', searchFailed);
  }, [searchFailed]);

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    buttonRef: searchButtonRef,
  });

  return (
    <>
      {hosted && (
        <Head>
          {/* Lets the browser connect early to the hosted DocSearch cluster. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onClick={openModal}
        ref={searchButtonRef}
        placeholder={(props.translations?.button ?? translations.button)?.buttonText}
      />

      {isOpen &&
        DocSearchModal &&
        // TODO need to fix this React Compiler lint error
        // eslint-disable-next-line react-compiler/react-compiler
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
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
          // TODO need to fix this React Compiler lint error
          // eslint-disable-next-line react-compiler/react-compiler
          searchContainer.current,
        )}
      {isOpen && searchFailed && searchContainer.current && (
        <SearchErrorScreen
          container={searchContainer.current}
          translations={(props.translations?.modal ?? translations.modal)?.errorScreen}
        />
      )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}
