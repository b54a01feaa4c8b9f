/**
 * The search modal of builds configured for hosted DocSearch (the SearchBar in
 * ./index.tsx loads it on intent; builds over the site's own index use
 * ./LocalModal.tsx): DocSearch's modal with the site's hit links (each
 * labelled with where it lives), navigation, result URLs, and the "See all"
 * link carrying the versions searched to the search page.
 */
import React, {useCallback, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {DocSearchModal} from '@docsearch/react/modal';
import {HitLink, SeeAllLink, missingResultsUrl} from './HitLink';
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
  readonly initialQuery: string | undefined;
  readonly container: HTMLElement;
  readonly onClose: () => void;
};

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

function useTransformSearchClient(): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return searchClient;
    },
    [docusaurusVersion],
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
      function HitsFooter({state}: {state: AutocompleteState<InternalDocSearchHit>}) {
        return (
          <SeeAllLink
            query={state.query}
            count={Number(state.context.nbHits ?? 0)}
            facetFilters={facetFilters}
            onClose={closeModal}
          />
        );
      },
    [closeModal, facetFilters],
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: React.ReactNode}) {
  return <HitLink hit={hit as {url: string; docusaurus_tag?: string}}>{children}</HitLink>;
}

export default function SearchModal({
  docSearchProps: {externalUrlRegex, ...props},
  searchParameters,
  initialQuery,
  container,
  onClose,
}: Props): React.ReactElement {
  const navigator = useNavigator({externalUrlRegex});
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient();
  const resultsFooterComponent = useResultsFooterComponent({
    closeModal: onClose,
    facetFilters: searchParameters?.facetFilters,
  });
  return createPortal(
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
      getMissingResultsUrl={({query}: {query: string}) => missingResultsUrl(query)}
      {...props}
      translations={props.translations?.modal ?? translations.modal}
      searchParameters={searchParameters}
    />,
    container,
  );
}
