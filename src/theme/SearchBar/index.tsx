/**
 * Ejected from @docusaurus/theme-search-algolia: the theme builds Algolia's
 * client with no way to replace it from configuration, and its button pulls
 * all of DocSearch into every page. This copy renders its own button and
 * shortcuts; the modal loads on intent: ./LocalModal.tsx over the site's own
 * index, or DocSearch's (./Modal.tsx) when the build is configured for hosted
 * DocSearch. It loads the index shards of the versions being read when the
 * reader shows intent (hover, focus, touch or a shortcut), drops malformed
 * recent/favorite entries from storage before a modal reads them (and leaves
 * them as text, never markup), keeps the modal's state through a navigation
 * behind it, asks for the docs being read to rank first (Algolia's
 * optionalFilters), opens the modal for a shortcut pressed before hydration
 * (plugins/search-shortcut), and skips the preconnect to Algolia's servers when
 * it is not used. Everything else is the theme's code.
 */
import React, {startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {tagsOfFilters, useLocalSearchClient, type LocalSearchClient} from '@site/src/search/inBrowserSearch';
import {sanitizeDocSearchStorage} from '@site/src/search/docSearchStorage';
import {MODAL_REQUEST} from '@site/src/search/modalRequest';
import {useSearchShortcuts} from '@site/src/search/shortcuts';
import {useActiveDocsAreaId, useContextualFacetFilters} from '@site/src/client/activeDocs';
import SearchButton from '@site/src/components/SearchButton';
import type HostedModalType from './Modal';
import type {DocSearchProps} from './Modal';
import type LocalModalType from './LocalModal';
import type {FacetFilters} from 'algoliasearch/lite';
// The modal's stylesheets are in the site's one stylesheet either way: imported here, with the
// button, the modal's first load fetches and runs its code alone, no empty module per stylesheet.
// DocSearch's is imported from its own package: @docsearch/react declares itself free of side
// effects, so a bare import of its style module would be dropped from the bundle.
import '@docsearch/css';
import './styles.css';

let LocalModal: typeof LocalModalType | null = null;
let HostedModal: typeof HostedModalType | null = null;

/** Set by plugins/search-shortcut's inline script: a shortcut pressed before hydration. */
type EarlyShortcut = {pending: boolean; stop: () => void};

function importSearchModalIfNeeded(hosted: boolean) {
  if (hosted ? HostedModal : LocalModal) {
    return Promise.resolve();
  }
  if (hosted) {
    return import('./Modal').then(({default: Modal}) => {
      HostedModal = Modal;
    });
  }
  // The modal opens once its fonts have been looked up (see ./fontWarmUp.ts), a few short tasks later.
  return import('./LocalModal').then(({default: Modal, warmUpModalFonts}) =>
    warmUpModalFonts().then(() => {
      LocalModal = Modal;
    }),
  );
}

/**
 * Starts loading what the first query needs: the modal's code and, locally,
 * the index shards. Each step runs in a task of its own after the event that
 * asked for it, so a hover is not one long task: requesting the modal's
 * chunks, then starting the worker and asking for the shards.
 */
function usePrepareSearch(localClient: LocalSearchClient | null, facetFilters: unknown): () => void {
  const prepared = useRef<string | null>(null);
  return useCallback(() => {
    const tags = tagsOfFilters(facetFilters);
    const key = tags.join(',');
    if (prepared.current === key) return;
    prepared.current = key;
    setTimeout(() => {
      importSearchModalIfNeeded(!localClient);
      if (localClient) setTimeout(() => localClient.preload(tags), 0);
    }, 0);
  }, [facetFilters, localClient]);
}

function useSearchParameters({contextualSearch, ...props}: DocSearchProps): DocSearchProps['searchParameters'] {
  function mergeFacetFilters(f1: FacetFilters, f2: FacetFilters): FacetFilters {
    const normalize = (f: FacetFilters): FacetFilters => (typeof f === 'string' ? [f] : f);
    return [...normalize(f1), ...normalize(f2)];
  }

  // The theme's useAlgoliaContextualFacetFilters, without its costly first string collation (src/client/activeDocs.ts).
  const contextualSearchFacetFilters = useContextualFacetFilters();
  // The docs being read rank above the other area's (and both above the blog, by the engine's own rule).
  const activeArea = useActiveDocsAreaId();
  const [, contextTags] = contextualSearchFacetFilters;
  const optionalFiltersKey = JSON.stringify(
    activeArea ? contextTags.filter((tag) => tag.startsWith(`docusaurus_tag:docs-${activeArea}-`)) : [],
  );

  const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters as FacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // The same object while the filters stay the same: DocSearch's modal starts
  // over (query, results, recent searches) whenever this object changes, and the
  // SearchBar renders again on every navigation, even within one docs version.
  const facetFiltersKey = JSON.stringify(facetFilters);
  const configParameters = props.searchParameters;
  return useMemo(
    // We let users override default searchParameters if they want to
    () => ({
      optionalFilters: JSON.parse(optionalFiltersKey) as string[],
      ...MODAL_REQUEST,
      ...configParameters,
      facetFilters: JSON.parse(facetFiltersKey) as FacetFilters,
    }),
    [configParameters, facetFiltersKey, optionalFiltersKey],
  );
}

function DocSearch(props: DocSearchProps) {
  const searchParameters = useSearchParameters({...props});
  const localClient = useLocalSearchClient();
  const hosted = localClient === null;
  const prepareSearch = usePrepareSearch(localClient, searchParameters?.facetFilters);

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

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
    // A transition: React renders the modal in slices of a few milliseconds rather than in one long task.
    importSearchModalIfNeeded(hosted).then(() => startTransition(() => setIsOpen(true)));
  }, [prepareSearchContainer, prepareSearch, props.indexName, hosted]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
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

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    buttonRef: searchButtonRef,
  });

  // From now on the shortcuts are ours; one pressed before hydration opens the modal now.
  useEffect(() => {
    const early = (window as {__earlySearchShortcut?: EarlyShortcut}).__earlySearchShortcut;
    if (!early) return;
    early.stop();
    if (early.pending) {
      early.pending = false;
      openModal();
    }
  }, [openModal]);

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
        placeholder={
          props.translations?.button?.buttonText ??
          translate({
            id: 'theme.SearchBar.label',
            message: 'Search',
            description: 'The ARIA label and placeholder for search button',
          })
        }
      />

      {isOpen && localClient && LocalModal && searchContainer.current && (
        <LocalModal
          // A search of other versions starts over, as DocSearch's modal does.
          key={JSON.stringify(searchParameters)}
          indexName={props.indexName}
          placeholder={props.placeholder}
          translations={props.translations?.modal}
          searchParameters={searchParameters as Record<string, unknown>}
          localClient={localClient}
          initialQuery={initialQuery}
          container={searchContainer.current}
          withSearchPage={Boolean(props.searchPagePath)}
          onClose={closeModal}
        />
      )}
      {isOpen && hosted && HostedModal && searchContainer.current && (
        <HostedModal
          docSearchProps={props}
          searchParameters={searchParameters}
          initialQuery={initialQuery}
          container={searchContainer.current}
          onClose={closeModal}
        />
      )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}
