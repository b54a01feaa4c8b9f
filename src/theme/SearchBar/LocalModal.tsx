/**
 * The search modal over the site's own index (the SearchBar in ./index.tsx
 * loads it on intent; hosted DocSearch builds use ./Modal.tsx instead). It has
 * DocSearch's screens, markup and stylesheet (start screen with recent and
 * favorite searches, grouped results, no results, error; the idle, loading,
 * stalled and error states; keyboard and pointer navigation), and is built
 * for the first search of a fresh page to cost little:
 * - the input is the browser's own: a keystroke renders nothing and does not
 *   pass through React's event system, it posts the query to the search
 *   worker; the results render when they arrive, and only those of the latest
 *   query;
 * - a new list is drawn a screenful first, its other rows a group per frame
 *   after it (./hitsMarkup.ts), so no keystroke's task builds them all;
 * - the active hit, the loading states and the reset button are attributes and
 *   classes set on the elements, not renders of the modal;
 * - the page behind is kept still by stopping the wheel and touch moves over
 *   the backdrop, not by hiding the document's overflow, which lays out the
 *   whole page again.
 */
import React, {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {ModalTranslations} from '@docsearch/react';
import type {LocalSearchClient} from '@site/src/search/inBrowserSearch';
import type {Hit} from '@site/src/search/shardSearch';
import {groupHits, RESULTS_PER_GROUP, type GroupedHit} from '@site/src/search/modalGroups';
import {MAX_QUERY_LENGTH} from '@site/src/search/types';
import {HIT_ATTRIBUTES} from '@site/src/search/modalRequest';
import {
  FAVORITE_SEARCHES,
  RECENT_SEARCHES,
  RECENT_SEARCHES_BESIDE_FAVORITES,
  asStoredSearch,
  readStoredSearches,
  withSearchFirst,
  writeStoredSearches,
  type StoredSearch,
} from '@site/src/search/docSearchStorage';
import {useAreaLabel} from '@site/src/search/areaLabel';
import themeTranslations from '@theme/SearchTranslations';
import {missingResultsUrl, opensElsewhere, useSeeAllAddress} from './HitLink';
import {
  hitElementId,
  hitGroupsMarkup,
  rowsShownLater,
  seeAllMarkup,
  titleAndPath,
  type ListedHit,
  type ListMarkup,
} from './hitsMarkup';
import {Icon, iconMarkup, KeyIcon, SpinnerIcon} from './icons';
import {stopModalFontWarmUp, warmUpModalFonts} from './fontWarmUp';

// warmUpModalFonts is run by ./index.tsx when this module and the modal's stylesheet have arrived.
export {warmUpModalFonts};

type Translations = ModalTranslations;

export type Props = {
  readonly indexName: string;
  /** The site's own wording, when configured; the theme's translations otherwise. */
  readonly placeholder: string | undefined;
  readonly translations: Translations | undefined;
  readonly searchParameters: Record<string, unknown> & {facetFilters?: unknown};
  readonly localClient: LocalSearchClient;
  readonly initialQuery: string | undefined;
  readonly container: HTMLElement;
  readonly withSearchPage: boolean;
  readonly onClose: () => void;
};

/** Milliseconds without an answer before the modal shows it is waiting (the specification's stalled state). */
const STALLED_AFTER_MS = 300;
const HITS_PER_PAGE = 20;
/** The events of a keystroke in the query (see the modal's typing listener). */
const TYPING_EVENTS = ['keydown', 'keypress', 'textInput', 'beforeinput', 'input', 'keyup'] as const;
const LOCAL_ATTRIBUTES = [...HIT_ATTRIBUTES.filter((attribute) => attribute !== 'content'), 'docusaurus_tag'];

type Screen =
  {kind: 'start'} | {kind: 'waiting'} | {kind: 'results'} | {kind: 'nothing'; query: string} | {kind: 'error'};

type Status = 'idle' | 'loading' | 'stalled' | 'error';

/** A hit or stored search as the modal lists it. */
type Listed = GroupedHit<Hit | StoredSearch>;

type ActionButton = {title: string; icon: 'star' | 'cross'; run: () => void};

/**
 * A stored search on the start screen: a row of a grid (the combobox's popup on this screen), its
 * link in one cell (followed by the list's click listener) and its buttons in another, so no control
 * sits inside another.
 */
function StoredRow({
  item,
  index,
  icon,
  label,
  actions,
}: {
  item: Listed;
  index: number;
  icon: 'recent' | 'star';
  label: string | null;
  actions: readonly ActionButton[];
}) {
  const [title, path] = titleAndPath(item.hit as ListedHit);
  return (
    <li className="DocSearch-Hit" role="row">
      <div
        className="local-search-stored-cell"
        role="gridcell"
        id={hitElementId(index)}
        aria-selected="false"
        data-index={index}
      >
        {/* eslint-disable-next-line @docusaurus/no-html-links -- followed by the list's listener, without a prefetch per row */}
        <a href={item.hit.url} className="local-search-stored-link">
          <div className="DocSearch-Hit-Container">
            <div className="DocSearch-Hit-icon">
              <Icon name={icon} />
            </div>
            {/* The stored text is made text before it is read (src/search/docSearchStorage.ts). */}
            <div className="DocSearch-Hit-content-wrapper">
              {/* eslint-disable-next-line react/no-danger -- escaped text, see above */}
              <span className="DocSearch-Hit-title" dangerouslySetInnerHTML={{__html: title}} />
              {/* eslint-disable-next-line react/no-danger -- escaped text, see above */}
              {path && <span className="DocSearch-Hit-path" dangerouslySetInnerHTML={{__html: path}} />}
            </div>
          </div>
          {label && <span className="local-search-hit-area">{label}</span>}
        </a>
      </div>
      <div className="local-search-hit-actions" role="gridcell">
        {actions.map((action) => (
          <div className="DocSearch-Hit-action" key={action.title}>
            <button
              className="DocSearch-Hit-action-button"
              title={action.title}
              aria-label={action.title}
              type="button"
              onClick={action.run}
            >
              <Icon name={action.icon} />
            </button>
          </div>
        ))}
      </div>
    </li>
  );
}

function StoredList({
  title,
  id,
  items,
  firstIndex,
  icon,
  label,
  actions,
}: {
  title: string;
  id: string;
  items: readonly Listed[];
  firstIndex: number;
  icon: 'recent' | 'star';
  label: (tag: string | undefined) => string | null;
  actions: (item: Listed) => readonly ActionButton[];
}) {
  return (
    <section className="DocSearch-Hits">
      <div className="DocSearch-Hit-source" id={`${id}-label`}>
        {title}
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- the combobox's popup on this screen */}
      <ul role="grid" id={id} aria-labelledby={`${id}-label`}>
        {items.map((item, offset) => (
          <StoredRow
            key={item.hit.objectID}
            item={item}
            index={firstIndex + offset}
            icon={icon}
            label={label((item.hit as ListedHit).docusaurus_tag)}
            actions={actions(item)}
          />
        ))}
      </ul>
    </section>
  );
}

const KEYS = {
  enter: 'M12 3.5v3a2 2 0 0 1-2 2H4M7 11.5l-3-3 3-3',
  down: 'M7.5 3.5v8M10.5 8.5l-3 3-3-3',
  up: 'M7.5 11.5v-8M10.5 6.5l-3-3-3 3',
  escape:
    'M4 4.5h-1.5v6H4M2.5 7.5h1.3M7.6 5.2c-.4-.5-1.6-.6-1.9.2-.5 1.3 2.3 1.1 1.9 2.6-.3 1-1.7.9-2.2.2M12.5 5.3c-.6-.8-2.8-.9-2.8 2.2s2.2 3 2.8 2.2',
};

function Footer({text}: {text: NonNullable<Translations['footer']>}) {
  const command = (keys: [string, string][], label: string | undefined, fallback: string) => (
    <li>
      {keys.map(([keyLabel, path]) => (
        <kbd className="DocSearch-Commands-Key" key={keyLabel}>
          <KeyIcon label={keyLabel} path={path} />
        </kbd>
      ))}
      <span className="DocSearch-Label">{label ?? fallback}</span>
    </li>
  );
  return (
    <footer className="DocSearch-Footer">
      <ul className="DocSearch-Commands">
        {command([[text.selectKeyAriaLabel ?? 'Enter key', KEYS.enter]], text.selectText, 'to select')}
        {command(
          [
            [text.navigateDownKeyAriaLabel ?? 'Arrow down', KEYS.down],
            [text.navigateUpKeyAriaLabel ?? 'Arrow up', KEYS.up],
          ],
          text.navigateText,
          'to navigate',
        )}
        {command([[text.closeKeyAriaLabel ?? 'Escape key', KEYS.escape]], text.closeText, 'to close')}
      </ul>
    </footer>
  );
}

let sharedEnterIcon: Element | null = null;

/** The enter icon of the active hit (see setActive): one element for every list the modal shows. */
function enterIcon(): Element {
  if (!sharedEnterIcon) {
    const template = document.createElement('template');
    template.innerHTML = iconMarkup('enter', 'DocSearch-Hit-Select-Icon');
    sharedEnterIcon = template.content.firstElementChild ?? document.createElement('span');
  }
  return sharedEnterIcon;
}

export default function LocalSearchModal({
  indexName,
  placeholder: configuredPlaceholder,
  translations: configuredTranslations,
  searchParameters,
  localClient,
  initialQuery: typedQuery,
  container,
  withSearchPage,
  onClose,
}: Props): React.ReactElement {
  const history = useHistory();
  const placeholder = configuredPlaceholder ?? themeTranslations.placeholder;
  const translations = configuredTranslations ?? themeTranslations.modal;
  const siteAddress = useSearchResultUrlProcessor();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  // Read once, as the modal opens: the selected text, the screen width, what is stored.
  const [opening] = useState(() => {
    const selected = typedQuery ? '' : (window.getSelection()?.toString() ?? '').slice(0, MAX_QUERY_LENGTH);
    const favorites = readStoredSearches('favorite', indexName);
    return {
      query: typedQuery || selected,
      fromSelection: !typedQuery && selected.length > 0,
      snippetWords: window.matchMedia('(max-width: 768px)').matches ? 5 : 10,
      recentLimit: favorites.length === 0 ? RECENT_SEARCHES : RECENT_SEARCHES_BESIDE_FAVORITES,
      recent: readStoredSearches('recent', indexName),
      favorites,
    };
  });
  const [stored, setStored] = useState(() => ({
    recent: opening.recent.slice(0, opening.recentLimit),
    favorites: opening.favorites.slice(0, FAVORITE_SEARCHES),
  }));
  const [screen, setScreen] = useState<Screen>(opening.query ? {kind: 'waiting'} : {kind: 'start'});
  const suggestions = useRef<string[]>([]);
  const latest = useRef(0);
  const stallTimer = useRef<ReturnType<typeof setTimeout>>();
  const active = useRef<number | null>(null);
  const scrolled = useRef(false);
  // The latest answer's hits and their markup: set in the list without a render while results stay on screen.
  const shownResults = useRef<{items: Listed[]; markup: string; later: ListMarkup['later']}>({
    items: [],
    markup: '',
    later: [],
  });
  const resultsBox = useRef<HTMLDivElement>(null);
  // The list's height at most (measured when the first results arrive), and the rows of a new list below it.
  const listHeight = useRef<number | null>(null);
  const [laterRows] = useState(() => rowsShownLater(() => resultsBox.current));
  const shownKind = useRef<Screen['kind']>(screen.kind);
  const label = useAreaLabel();
  const seeAllAddress = useSeeAllAddress(searchParameters.facetFilters);

  // Read when the first results arrive, by when the modal has been styled: measured as it opens, in the
  // task that commits it, the read would style the whole modal there and then, making that task long.
  const measureListHeight = useCallback(() => {
    const dropdown = dropdownRef.current;
    const height = dropdown ? Number.parseFloat(getComputedStyle(dropdown).maxHeight) : Number.NaN;
    return Number.isFinite(height) ? height : window.innerHeight;
  }, []);

  const setStatus = useCallback((status: Status) => {
    const element = containerRef.current;
    element?.classList.toggle('DocSearch-Container--Stalled', status === 'stalled');
    element?.classList.toggle('DocSearch-Container--Errored', status === 'error');
  }, []);

  const request = useCallback(
    (query: string) => {
      const words = opening.snippetWords;
      return {
        requests: [
          {
            query,
            indexName,
            attributesToSnippet: [1, 2, 3, 4, 5, 6]
              .map((level) => `hierarchy.lvl${level}:${words}`)
              .concat(`content:${words}`),
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            hitsPerPage: HITS_PER_PAGE,
            ...searchParameters,
            // What this modal shows, and no more, crosses from the search worker: the category's
            // highlight (to group by) and the snippets, not the highlighted headings nor the page text.
            attributesToRetrieve: LOCAL_ATTRIBUTES,
            attributesToHighlight: ['hierarchy.lvl0'],
            // Nor the hits past what a category shows: most of a keystroke's time in the worker is their snippets.
            hitsPerCategory: RESULTS_PER_GROUP,
          },
        ],
      };
    },
    [indexName, opening.snippetWords, searchParameters],
  );

  const search = useCallback(
    (typed: string) => {
      const query = typed.slice(0, MAX_QUERY_LENGTH);
      const id = (latest.current += 1);
      clearTimeout(stallTimer.current);
      if (resetRef.current) resetRef.current.hidden = query.length === 0;
      if (!query) {
        setStatus('idle');
        setScreen({kind: 'start'});
        return;
      }
      setStatus('loading');
      stallTimer.current = setTimeout(() => {
        if (id === latest.current) setStatus('stalled');
      }, STALLED_AFTER_MS);
      localClient.search(request(query)).then(
        ({results}) => {
          if (id !== latest.current) return;
          clearTimeout(stallTimer.current);
          setStatus('idle');
          const answer = results[0];
          // The index holds the site's full addresses; the modal links within the site.
          const groups = groupHits((answer?.hits ?? []).map((hit) => ({...hit, url: siteAddress(hit.url)})));
          // The categories found so far, offered when a later query finds nothing.
          if (groups.length > suggestions.current.length) suggestions.current = groups.map((group) => group.title);
          if (groups.length === 0) {
            setScreen({kind: 'nothing', query});
            return;
          }
          const count = answer?.nbHits ?? 0;
          const seeAll = translate({id: 'theme.SearchBar.seeAll', message: 'See all {count} results'}, {count});
          const list = hitGroupsMarkup(groups, label, (listHeight.current ??= measureListHeight()));
          shownResults.current = {
            items: groups.flatMap((group) => group.items),
            markup: list.now + (withSearchPage ? seeAllMarkup(seeAllAddress(query), seeAll) : ''),
            later: list.later,
          };
          if (shownKind.current === 'results') showResults();
          else setScreen({kind: 'results'});
        },
        () => {
          if (id !== latest.current) return;
          clearTimeout(stallTimer.current);
          setStatus('error');
          setScreen({kind: 'error'});
        },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- showResults only reads refs
    [localClient, request, setStatus, siteAddress, label, seeAllAddress, withSearchPage],
  );

  const storedListed = useMemo<Listed[]>(
    () =>
      [...stored.recent, ...stored.favorites].map((hit) => ({
        // A search stored with the site's full address (as hosted DocSearch stores it) links within the site.
        hit: /^https?:\/\//i.test(hit.url) ? {...hit, url: siteAddress(hit.url)} : hit,
        parent: null,
        treeContinues: false,
      })),
    [stored, siteAddress],
  );
  // The hits on screen, in order: what Enter and the arrow keys act on.
  const listed = (): Listed[] => {
    if (screen.kind === 'results') return shownResults.current.items;
    return screen.kind === 'start' ? storedListed : [];
  };

  const setActive = useCallback(
    (index: number | null, scroll: boolean) => {
      const dropdown = dropdownRef.current;
      const input = inputRef.current;
      if (!dropdown || !input) return;
      if (active.current !== null) {
        dropdown.querySelector(`#${hitElementId(active.current)}`)?.setAttribute('aria-selected', 'false');
      }
      active.current = index;
      const find = () => (index === null ? null : dropdown.querySelector(`#${hitElementId(index)}`));
      let option = find();
      // A row not in the list yet comes with all the rest when the reader moves to it.
      if (!option && index !== null) {
        laterRows.showAll();
        option = find();
      }
      if (!option) {
        active.current = null;
        input.removeAttribute('aria-activedescendant');
        return;
      }
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      // The enter icon is drawn on the active hit only, so one element moves from hit to hit.
      option.querySelector('.DocSearch-Hit-action')?.append(enterIcon());
      // Its row is what scrolls into view: a stored search's cell has no box of its own.
      if (scroll) (option.closest('.DocSearch-Hit') ?? option).scrollIntoView({block: 'nearest'});
    },
    [laterRows],
  );

  // Each new list starts with its first hit active, and scrolled to the top.
  const startList = useCallback(
    (length: number) => {
      active.current = null;
      dropdownRef.current?.querySelectorAll('[aria-selected="true"]').forEach((option) => {
        option.setAttribute('aria-selected', 'false');
      });
      setActive(length > 0 ? 0 : null, false);
      // Only a list the reader scrolled goes back to the top: setting the position lays the list out at once.
      if (scrolled.current && dropdownRef.current) {
        dropdownRef.current.scrollTop = 0;
        scrolled.current = false;
      }
    },
    [setActive],
  );

  function showResults() {
    if (resultsBox.current) resultsBox.current.innerHTML = shownResults.current.markup;
    startList(shownResults.current.items.length);
    // The rows below the first screenful follow, a group after each frame, from the frame after this one.
    laterRows.showAfterFrame(shownResults.current.later);
  }

  // Before anything else of the first commit: the warm-up's samples leave as the modal arrives.
  useLayoutEffect(stopModalFontWarmUp, []);

  // No row arrives after the modal has closed.
  useEffect(() => laterRows.stop, [laterRows]);

  useLayoutEffect(() => {
    shownKind.current = screen.kind;
    if (screen.kind === 'results') showResults();
    else startList(screen.kind === 'start' ? storedListed.length : 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- showResults only reads refs
  }, [screen, storedListed, startList]);

  const saveRecent = useCallback(
    (item: Listed) => {
      // A passage is remembered as its page.
      const search = item.hit.type === 'content' ? item.parent : item.hit;
      if (!search || stored.favorites.some((favorite) => favorite.objectID === search.objectID)) return;
      const recent = withSearchFirst(stored.recent, asStoredSearch(search as StoredSearch), opening.recentLimit);
      writeStoredSearches('recent', indexName, recent);
      setStored((current) => ({...current, recent}));
    },
    [indexName, opening.recentLimit, stored],
  );

  const choose = useCallback(
    (index: number, event: {metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean}) => {
      const item = listed()[index];
      if (!item) return;
      saveRecent(item);
      if (event.metaKey || event.ctrlKey || event.shiftKey) {
        window.open(item.hit.url, '_blank', 'noopener');
        return;
      }
      history.push(item.hit.url);
      onClose();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listed() reads the screen and refs of this render
    [history, screen, storedListed, onClose, saveRecent],
  );

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    if (opening.fromSelection) input.select();
    if (opening.query) search(opening.query);
  }, [opening, search]);

  useEffect(() => () => clearTimeout(stallTimer.current), []);

  // A keystroke in the query goes to the search and no further. Each keystroke is five or six events
  // (keydown, keypress, textInput, beforeinput, input, keyup), and React's event system would work each
  // of them through its plugins on the way down and back up the modal for no handler of ours: stopped
  // at the window, before React's listeners, they cost the keystroke nothing. Keys with a meaning (Enter,
  // the arrows, Escape, Tab, shortcuts) travel on to their handlers.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const typing = (event: Event) => {
      if (event.target !== input) return;
      if (event instanceof KeyboardEvent && (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey))
        return;
      event.stopPropagation();
      if (event.type === 'input') search(input.value);
    };
    for (const type of TYPING_EVENTS) window.addEventListener(type, typing, true);
    return () => {
      for (const type of TYPING_EVENTS) window.removeEventListener(type, typing, true);
    };
  }, [search]);

  // The page behind stays still: wheel and touch moves scroll the list of hits, never the page.
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const hold = (event: Event) => {
      if (!dropdownRef.current?.contains(event.target as Node)) event.preventDefault();
    };
    element.addEventListener('wheel', hold, {passive: false});
    element.addEventListener('touchmove', hold, {passive: false});
    return () => {
      element.removeEventListener('wheel', hold);
      element.removeEventListener('touchmove', hold);
    };
  }, []);

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const count = listed().length;
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = active.current ?? (step === 1 ? -1 : 0);
      setActive((from + step + count) % count, true);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active.current !== null) choose(active.current, event);
    }
  };

  // Tab and Shift+Tab go round the modal's own controls.
  const onContainerKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [
      ...(containerRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input') ?? []),
    ].filter((element) => !element.hidden && element.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const restartWith = (query: string) => {
    const input = inputRef.current;
    if (!input) return;
    input.value = query;
    input.focus();
    search(query);
  };

  const searchBox = translations?.searchBox ?? {};
  const startText = translations?.startScreen ?? {};
  const nothingText = translations?.noResultsScreen ?? {};
  const errorText = translations?.errorScreen ?? {};
  const favorite = (item: Listed): ActionButton => ({
    title: startText.saveRecentSearchButtonTitle ?? 'Save this search',
    icon: 'star',
    run: () => {
      const search = item.hit as StoredSearch;
      const favorites = withSearchFirst(stored.favorites, search, FAVORITE_SEARCHES);
      const recent = stored.recent.filter((other) => other.objectID !== search.objectID);
      writeStoredSearches('favorite', indexName, favorites);
      writeStoredSearches('recent', indexName, recent);
      setStored({recent, favorites});
    },
  });
  const remove =
    (kind: 'recent' | 'favorites', title: string) =>
    (item: Listed): ActionButton => ({
      title,
      icon: 'cross',
      run: () => {
        const kept = stored[kind].filter((other) => other.objectID !== item.hit.objectID);
        writeStoredSearches(kind === 'recent' ? 'recent' : 'favorite', indexName, kept);
        setStored((current) => ({...current, [kind]: kept}));
      },
    });

  let body: React.ReactNode = null;
  if (screen.kind === 'error') {
    body = (
      <div className="DocSearch-ErrorScreen" role="alert">
        <div className="DocSearch-Screen-Icon">
          <Icon name="unreachable" size={40} />
        </div>
        <p className="DocSearch-Title">{errorText.titleText ?? 'Unable to fetch results'}</p>
        <p className="DocSearch-Help">{errorText.helpText ?? 'You might want to check your network connection.'}</p>
      </div>
    );
  } else if (screen.kind === 'start') {
    body =
      storedListed.length === 0 ? (
        <div className="DocSearch-StartScreen">
          <p className="DocSearch-Help">{startText.noRecentSearchesText ?? 'No recent searches'}</p>
        </div>
      ) : (
        <div className="DocSearch-Dropdown-Container">
          {stored.recent.length > 0 && (
            <StoredList
              title={startText.recentSearchesTitle ?? 'Recent'}
              id="docsearch-recent"
              items={storedListed.slice(0, stored.recent.length)}
              firstIndex={0}
              icon="recent"
              label={label}
              actions={(item) => [
                favorite(item),
                remove('recent', startText.removeRecentSearchButtonTitle ?? 'Remove this search from history')(item),
              ]}
            />
          )}
          {stored.favorites.length > 0 && (
            <StoredList
              title={startText.favoriteSearchesTitle ?? 'Favorite'}
              id="docsearch-favorite"
              items={storedListed.slice(stored.recent.length)}
              firstIndex={stored.recent.length}
              icon="star"
              label={label}
              actions={(item) => [
                remove(
                  'favorites',
                  startText.removeFavoriteSearchButtonTitle ?? 'Remove this search from favorites',
                )(item),
              ]}
            />
          )}
        </div>
      );
  } else if (screen.kind === 'nothing') {
    const offered = suggestions.current.slice(0, 3);
    body = (
      <div className="DocSearch-NoResults">
        <div className="DocSearch-Screen-Icon">
          <Icon name="nothingFound" size={40} />
        </div>
        <p className="DocSearch-Title">
          {nothingText.noResultsText ?? 'No results for'} &quot;<strong>{screen.query}</strong>&quot;
        </p>
        {offered.length > 0 && (
          <div className="DocSearch-NoResults-Prefill-List">
            <p className="DocSearch-Help">{nothingText.suggestedQueryText ?? 'Try searching for'}:</p>
            <ul>
              {offered.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    className="DocSearch-Prefill"
                    type="button"
                    onClick={() => restartWith(`${suggestion.toLowerCase()} `)}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="DocSearch-Help">
          {`${nothingText.reportMissingResultsText ?? 'Believe this query should return results?'} `}
          <Link to={missingResultsUrl(screen.query)}>{nothingText.reportMissingResultsLinkText ?? 'Let us know.'}</Link>
        </p>
      </div>
    );
  } else if (screen.kind === 'results') {
    // The hits and the link to the search page are set by showResults (see ./hitsMarkup.ts).
    body = <div className="DocSearch-Dropdown-Container" ref={resultsBox} />;
  }

  return createPortal(
    // The backdrop's click closes the modal as Escape and Cancel do; Tab goes round the modal's controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={containerRef}
      className="DocSearch DocSearch-Container"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onContainerKeyDown}
    >
      <div
        className="DocSearch-Modal"
        role="dialog"
        aria-modal="true"
        aria-label={searchBox.searchInputLabel ?? 'Search'}
      >
        <header className="DocSearch-SearchBar">
          <form
            className="DocSearch-Form"
            role="search"
            onSubmit={(event) => event.preventDefault()}
            onReset={(event) => {
              event.preventDefault();
              restartWith('');
            }}
          >
            <label className="DocSearch-MagnifierLabel" htmlFor="docsearch-input">
              <Icon name="magnifier" className="DocSearch-Search-Icon" />
              <span className="DocSearch-VisuallyHiddenForAccessibility">{searchBox.searchInputLabel ?? 'Search'}</span>
            </label>
            <div className="DocSearch-LoadingIndicator">
              <SpinnerIcon />
            </div>
            <input
              ref={inputRef}
              id="docsearch-input"
              className="DocSearch-Input"
              type="search"
              role="combobox"
              aria-expanded="true"
              aria-controls="docsearch-dropdown"
              aria-haspopup={screen.kind === 'start' ? 'grid' : 'listbox'}
              aria-autocomplete="list"
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={MAX_QUERY_LENGTH}
              placeholder={placeholder}
              defaultValue={opening.query}
              onKeyDown={onInputKeyDown}
            />
            <button
              ref={resetRef}
              type="reset"
              className="DocSearch-Reset"
              title={searchBox.resetButtonTitle ?? 'Clear the query'}
              aria-label={searchBox.resetButtonAriaLabel ?? 'Clear the query'}
              hidden={!opening.query}
            >
              <Icon name="cross" size={18} />
            </button>
          </form>
          <button
            className="DocSearch-Cancel"
            type="button"
            aria-label={searchBox.cancelButtonAriaLabel ?? 'Cancel'}
            onClick={onClose}
          >
            {searchBox.cancelButtonText ?? 'Cancel'}
          </button>
        </header>
        {/* The hits' links are the controls; the list only follows the pointer and their clicks. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
        <div
          className="DocSearch-Dropdown"
          id="docsearch-dropdown"
          ref={dropdownRef}
          onMouseMove={(event) => {
            const option = (event.target as Element).closest('.DocSearch-Hit')?.querySelector('[data-index]');
            const index = Number(option?.getAttribute('data-index'));
            if (option && index !== active.current) setActive(index, false);
          }}
          onClick={(event) => {
            const target = event.target as Element;
            const seeAll = target.closest('.DocSearch-HitsFooter a');
            if (seeAll && !opensElsewhere(event)) {
              event.preventDefault();
              history.push(seeAll.getAttribute('href') ?? '/search');
              onClose();
              return;
            }
            const option = target.closest('[data-index]');
            if (!option || !target.closest('a')) return;
            const index = Number(option.getAttribute('data-index'));
            if (opensElsewhere(event)) {
              // The browser opens it in a new tab or window; the modal stays.
              const item = listed()[index];
              if (item) saveRecent(item);
              return;
            }
            event.preventDefault();
            choose(index, event);
          }}
          onScroll={() => {
            scrolled.current = true;
          }}
          onTouchStart={() => inputRef.current?.blur()}
        >
          {body}
        </div>
        <Footer text={translations?.footer ?? {}} />
      </div>
    </div>,
    container,
  );
}
