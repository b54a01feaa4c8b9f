/* eslint-disable jsx-a11y/no-autofocus -- the page exists to take a query: its box takes focus, as the theme's does */
/**
 * Replaces @docusaurus/theme-search-algolia's search page, which builds
 * Algolia's client itself and lists every record as a result. This one asks
 * the site's own index (src/search/inBrowserSearch.ts) unless the build is
 * configured for hosted DocSearch, and:
 * - searches the docs versions given in the address (`?q=…&server=0.19`, as
 *   the modal's "See all results" link gives them), else the latest release of
 *   each area, never the development version unless chosen;
 * - lists each page once, labelled with where it lives, with its best
 *   sections under it, and counts pages, as listed;
 * - reads the address only after hydration, so the server's HTML and the
 *   first render agree;
 * - searches the first 64 characters of a longer query, and says so;
 * - shows an error, never an endless spinner, when the index cannot be loaded;
 * - renders highlights as text with marks, never as HTML.
 * The layout, texts and translation ids are the theme's.
 */
import React, {type ReactNode, useCallback, useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, usePluralForm} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import {useLocalSearchClient, type LocalSearchClient} from '@site/src/search/inBrowserSearch';
import {useAreaLabel} from '@site/src/search/areaLabel';
import {MAX_QUERY_LENGTH} from '@site/src/search/types';
import type {Hit, SearchResponse} from '@site/src/search/shardSearch';

/** Pages listed per request; more are fetched as the reader scrolls to the end. */
const PAGES_PER_REQUEST = 15;
/** Sections shown under a page. */
const SECTIONS_PER_PAGE = 3;

type DocsVersions = Record<string, {versions: {name: string; label: string; isLast: boolean}[]}>;

type ResultPage = {url: string; title: string; tag: string | undefined; sections: Hit[]};

type Results = {
  query: string;
  pages: ResultPage[];
  totalPages: number;
  lastRequest: number;
  hasMore: boolean;
};

type Status = 'idle' | 'loading' | 'error';

function usePagesFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description:
            'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

function getSearchPageTitle(searchQuery: string): string {
  return searchQuery
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query: searchQuery},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/** A highlight result's value (escaped text with `<mark>` around matches) as text and mark elements. */
function Highlighted({value}: {value: string}): ReactNode {
  return value.split(/(<mark>.*?<\/mark>)/g).map((piece, index) => {
    const marked = /^<mark>(.*)<\/mark>$/.exec(piece);
    const text = (marked ? marked[1]! : piece).replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
    return marked ? <mark key={index}>{text}</mark> : <React.Fragment key={index}>{text}</React.Fragment>;
  });
}

function pageUrlOf(url: string): string {
  return url.split('#')[0] ?? url;
}

/** Hits of consecutive records of one page into one entry per page, its title from its own record. */
function toPages(hits: readonly Hit[]): ResultPage[] {
  const pages = new Map<string, ResultPage>();
  for (const hit of hits) {
    const url = pageUrlOf(hit.url);
    let page = pages.get(url);
    if (!page) {
      page = {
        url,
        title: hit._highlightResult.hierarchy.lvl1?.value ?? hit.hierarchy.lvl1 ?? '',
        tag: hit.docusaurus_tag,
        sections: [],
      };
      pages.set(url, page);
    }
    if (hit.type !== 'lvl1' && page.sections.length < SECTIONS_PER_PAGE) page.sections.push(hit);
  }
  return [...pages.values()];
}

/** A section's heading (with its parents) and the best words of its text. */
function SectionLink({hit, to}: {hit: Hit; to: string}) {
  const levels = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).filter((level) => hit.hierarchy[level]);
  const headings = levels.map((level) => hit._highlightResult.hierarchy[level]?.value ?? '');
  const summary = hit._snippetResult.content?.value;
  return (
    <li className={styles.searchResultSection}>
      <Link to={to} className={styles.searchResultSectionTitle}>
        {headings.length > 0 ? (
          headings.map((value, index) => (
            <span key={index} className={styles.searchResultSectionLevel}>
              <Highlighted value={value} />
            </span>
          ))
        ) : (
          <Translate id="theme.SearchPage.introduction" description="A search hit above the first heading of a page">
            Introduction
          </Translate>
        )}
      </Link>
      {summary && (
        <p className={styles.searchResultItemSummary}>
          <Highlighted value={summary} />
        </p>
      )}
    </li>
  );
}

/**
 * The search state the address describes, read after hydration: the query
 * (its first 64 characters, and whether it was longer) and, for each docs area,
 * the version to search.
 */
function useSearchAddress(docs: DocsVersions) {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const params = useMemo(() => new URLSearchParams(isBrowser ? location.search : ''), [isBrowser, location.search]);
  const rawQuery = params.get('q') ?? '';
  const versions = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(docs).map(([area, {versions: list}]) => {
          const asked = params.get(area);
          const found = list.find((version) => version.name === asked) ?? list.find((version) => version.isLast);
          return [area, (found ?? list[0])!.name];
        }),
      ),
    [docs, params],
  );
  const update = useCallback(
    (changes: Record<string, string>) => {
      const next = new URLSearchParams(location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      history.replace({search: next.toString()});
    },
    [history, location.search],
  );
  return {
    ready: isBrowser,
    query: rawQuery.slice(0, MAX_QUERY_LENGTH),
    wasCut: rawQuery.length > MAX_QUERY_LENGTH,
    versions,
    update,
  };
}

type SearchFunction = LocalSearchClient['search'];

/** The client that answers the page: the site's own index, or hosted Algolia (loaded only then). */
function useSearchFunction(): SearchFunction {
  const localClient = useLocalSearchClient();
  const {
    algolia: {appId, apiKey},
  } = useAlgoliaThemeConfig();
  return useMemo<SearchFunction>(() => {
    if (localClient) return localClient.search;
    return async (input) => {
      const {liteClient} = await import('algoliasearch/lite');
      return liteClient(appId, apiKey).search(input as never) as unknown as Promise<{results: SearchResponse[]}>;
    };
  }, [apiKey, appId, localClient]);
}

function SearchVersionSelects({
  docs,
  versions,
  onChange,
}: {
  docs: DocsVersions;
  versions: Record<string, string>;
  onChange: (area: string, version: string) => void;
}) {
  return (
    <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchVersionColumn)}>
      {Object.entries(docs)
        .filter(([, area]) => area.versions.length > 1)
        .map(([area, {versions: list}]) => (
          <select
            key={area}
            onChange={(event) => onChange(area, event.target.value)}
            value={versions[area]}
            aria-label={`${area.charAt(0).toUpperCase()}${area.slice(1)} docs version to search`}
            className={styles.searchVersionInput}
          >
            {list.map((version) => (
              <option key={version.name} value={version.name}>
                {`${area}: ${version.label}`}
              </option>
            ))}
          </select>
        ))}
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {
    algolia: {indexName},
  } = useAlgoliaThemeConfig();
  const hosted = useLocalSearchClient() === null;
  const docs = useAllDocsData() as DocsVersions;
  const address = useSearchAddress(docs);
  const search = useSearchFunction();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const areaLabel = useAreaLabel();
  const pagesFound = usePagesFoundPlural();

  // What is typed; the address follows it, and the search follows the address.
  const [typed, setTyped] = useState<string | null>(null);
  const inputValue = typed ?? address.query;
  const [results, setResults] = useState<Results | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const latest = useRef(0);

  const tags = useMemo(
    () => [
      'docusaurus_tag:default',
      ...Object.entries(address.versions).map(([area, version]) => `docusaurus_tag:docs-${area}-${version}`),
    ],
    [address.versions],
  );

  const request = useCallback(
    async (query: string, page: number) => {
      const id = (latest.current += 1);
      setStatus('loading');
      try {
        const {results: answers} = await search({
          requests: [
            {
              indexName,
              query,
              page,
              hitsPerPage: PAGES_PER_REQUEST,
              distinct: SECTIONS_PER_PAGE + 1,
              facetFilters: [`language:${currentLocale}`, tags],
              attributesToSnippet: ['content:24'],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        });
        if (id !== latest.current) return;
        const answer = answers[0];
        const pages = toPages(answer?.hits ?? []);
        setResults((previous) => ({
          query,
          pages: page === 0 || !previous ? pages : [...previous.pages, ...pages],
          totalPages: answer?.nbHits ?? 0,
          lastRequest: page,
          hasMore: (answer?.nbPages ?? 0) > page + 1,
        }));
        setStatus('idle');
      } catch {
        if (id !== latest.current) return;
        setStatus('error');
      }
    },
    [currentLocale, indexName, search, tags],
  );

  useEffect(() => {
    if (!address.ready) return;
    setResults(null);
    if (!address.query.trim()) {
      latest.current += 1;
      setStatus('idle');
      return;
    }
    request(address.query, 0);
  }, [address.ready, address.query, request]);

  // Typing updates the address after a short pause, as the theme's page did.
  const {query: addressQuery, update: updateAddress} = address;
  useEffect(() => {
    if (typed === null || typed === addressQuery) return undefined;
    const timer = setTimeout(() => updateAddress({q: typed}), 300);
    return () => clearTimeout(timer);
  }, [typed, addressQuery, updateAddress]);

  const [loader, setLoader] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!loader || !results?.hasMore || status === 'loading') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) request(results.query, results.lastRequest + 1);
    });
    observer.observe(loader);
    return () => observer.disconnect();
  }, [loader, request, results, status]);

  const pageTitle = getSearchPageTitle(address.query);
  const versioningEnabled = Object.values(docs).some((area) => area.versions.length > 1);

  return (
    <Layout>
      <PageMetadata title={pageTitle} />
      <Head>
        {/* Search pages are not for search engines (see https://github.com/facebook/docusaurus/pull/3233). */}
        <meta property="robots" content="noindex, follow" />
      </Head>

      <div className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <form className="row" onSubmit={(event) => event.preventDefault()}>
          <div
            className={clsx('col', styles.searchQueryColumn, {
              'col--9': versioningEnabled,
              'col--12': !versioningEnabled,
            })}
          >
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'The ARIA label for search page input',
              })}
              maxLength={MAX_QUERY_LENGTH}
              onChange={(event) => setTyped(event.target.value.slice(0, MAX_QUERY_LENGTH))}
              value={inputValue}
              autoComplete="off"
              autoFocus
            />
          </div>
          {versioningEnabled && (
            <SearchVersionSelects
              docs={docs}
              versions={address.versions}
              onChange={(area, version) => address.update({[area]: version})}
            />
          )}
        </form>

        {address.wasCut && (
          <p className={styles.searchNotice} role="status">
            Searches take at most {MAX_QUERY_LENGTH} characters: these results are for the first {MAX_QUERY_LENGTH} of
            yours.
          </p>
        )}

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>
            {status !== 'error' && !!results?.totalPages && pagesFound(results.totalPages)}
          </div>
          <div className={clsx('col', 'col--4', 'text--right', styles.searchLogoColumn)}>
            {hosted && <Link to="https://www.algolia.com/">Search by Algolia</Link>}
          </div>
        </div>

        {status === 'error' ? (
          <div role="alert" className={styles.searchError}>
            <p className={styles.searchErrorTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>
        ) : results && results.pages.length > 0 ? (
          <main>
            {results.pages.map((page) => {
              const url = processSearchResultUrl(page.url);
              const label = areaLabel(page.tag);
              return (
                <article key={page.url} className={styles.searchResultItem}>
                  <Heading as="h2" className={styles.searchResultItemHeading}>
                    <Link to={url}>
                      <Highlighted value={page.title} />
                    </Link>
                  </Heading>
                  {label && <p className={styles.searchResultItemArea}>{label}</p>}
                  {page.sections.length > 0 && (
                    <ul className={styles.searchResultSections}>
                      {page.sections.map((hit) => (
                        <SectionLink key={hit.objectID} hit={hit} to={processSearchResultUrl(hit.url)} />
                      ))}
                    </ul>
                  )}
                </article>
              );
            })}
          </main>
        ) : (
          address.query &&
          status === 'idle' &&
          results && (
            <p>
              <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
                No results were found
              </Translate>
            </p>
          )
        )}

        {status === 'loading' && <div className={styles.loadingSpinner} role="progressbar" aria-label="Searching" />}

        {status !== 'error' && results?.hasMore && (
          <div className={styles.loader} ref={setLoader}>
            <Translate
              id="theme.SearchPage.fetchingNewResults"
              description="The paragraph for fetching new search results"
            >
              Fetching new results...
            </Translate>
          </div>
        )}
      </div>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
