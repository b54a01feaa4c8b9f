/**
 * The search modal's list of hits (./LocalModal.tsx) as markup, set in one
 * step: a page of twenty hits is some four hundred elements, which React would
 * create one component at a time on every answer; as markup the browser
 * parses them in one go. The modal handles their clicks and the pointer in one
 * listener on the list. The markup is DocSearch's, for its stylesheet.
 *
 * A new list is drawn a screenful first: the markup of the rows below what the
 * list shows at its full height is kept aside, and the modal adds it a group at
 * a time in the frames after (see ./LocalModal.tsx), so no keystroke's task
 * parses, lays out and paints twenty rows at once.
 *
 * What goes in: the index's text is HTML already (escaped, with only the
 * `<mark>` tags of its highlighting), and stored searches are made so
 * (src/search/docSearchStorage.ts); addresses and labels are escaped here.
 */
import type {HitGroup} from '../../search/modalGroups';
import {escapeHtml} from '../../search/escapeHtml';
import type {StoredSearch} from '../../search/docSearchStorage';
import {iconMarkup, treeLineMarkup, type IconName} from './icons';

/** A hit or stored search as the list shows it: a stored search's fields, and the snippets of an answer's hit. */
export type ListedHit = StoredSearch & {
  _snippetResult?: {hierarchy?: Record<string, {value: string}>; content?: {value: string}};
};

/** The text of a hit's attribute as HTML: its snippet when the index gave one, else its value. */
function shown(hit: ListedHit, attribute: string): string {
  const snippets = hit._snippetResult;
  if (attribute === 'content') return snippets?.content?.value || hit.content || '';
  return snippets?.hierarchy?.[attribute]?.value || hit.hierarchy[attribute] || '';
}

/** A hit's two lines, as HTML: a page shows its title over its text, a section or passage its own text over its page's title. */
export function titleAndPath(hit: ListedHit): [string, string] {
  if (hit.type === 'lvl1') return [shown(hit, 'lvl1'), shown(hit, 'content')];
  if (hit.type === 'content') return [shown(hit, 'content'), shown(hit, 'lvl1')];
  return [shown(hit, hit.type), shown(hit, 'lvl1')];
}

export function typeIcon(type: string): IconName {
  if (type === 'lvl1') return 'page';
  if (type === 'content') return 'text';
  return 'section';
}

/** The id of the list's element for the hit or stored search at `index`: what the input's aria-activedescendant names. */
export function hitElementId(index: number): string {
  return `docsearch-item-${index}`;
}

/** A hit's link is the listbox's option (the list item around it is only layout), so no control sits inside an option. */
function optionAttributes(index: number): string {
  return `role="option" id="${hitElementId(index)}" aria-selected="false" data-index="${index}"`;
}

/** The heights of a group's title and of a row in DocSearch's stylesheet (line and padding). */
const GROUP_TITLE_HEIGHT = 40;
const ROW_HEIGHT = 60;

function rowMarkup(
  item: HitGroup<ListedHit>['items'][number],
  index: number,
  label: (tag: string | undefined) => string | null,
): string {
  const [title, path] = titleAndPath(item.hit);
  const area = label(item.hit.docusaurus_tag);
  return [
    `<li class="DocSearch-Hit${item.parent ? ' DocSearch-Hit--Child' : ''}" role="none">`,
    `<a href="${escapeHtml(item.hit.url)}" ${optionAttributes(index)}><div class="DocSearch-Hit-Container">`,
    item.parent ? treeLineMarkup(item.treeContinues) : '',
    `<div class="DocSearch-Hit-icon">${iconMarkup(typeIcon(item.hit.type))}</div>`,
    `<div class="DocSearch-Hit-content-wrapper"><span class="DocSearch-Hit-title">${title}</span>`,
    path ? `<span class="DocSearch-Hit-path">${path}</span>` : '',
    // The enter icon is put in the active hit's action box when it becomes active (./LocalModal.tsx).
    '</div><div class="DocSearch-Hit-action"></div></div>',
    area ? `<span class="local-search-hit-area">${escapeHtml(area)}</span>` : '',
    '</a></li>',
  ].join('');
}

/**
 * A list's markup: `now`, the groups and rows that start less than the height shown at once below
 * the list's top (the first row always), and `later`, the rest in the order they are added: the
 * remaining rows of the group cut short (`list` names its list), then each group after it whole.
 */
export type ListMarkup = {now: string; later: {list: string | null; markup: string}[]};

/** The groups of hits, numbered from 0 in display order (the ids the input's aria-activedescendant names). */
export function hitGroupsMarkup(
  groups: readonly HitGroup<ListedHit>[],
  label: (tag: string | undefined) => string | null,
  shownHeight = Infinity,
): ListMarkup {
  const markup: ListMarkup = {now: '', later: []};
  let index = 0;
  let top = 0;
  groups.forEach((group, position) => {
    const id = `docsearch-list-${position}`;
    const rows = group.items.map((item) => rowMarkup(item, index++, label));
    const open = `<section class="DocSearch-Hits"><div class="DocSearch-Hit-source" id="${id}-label">${group.title}</div><ul role="listbox" id="${id}" aria-labelledby="${id}-label">`;
    const close = '</ul></section>';
    if (top > 0 && top >= shownHeight) {
      markup.later.push({list: null, markup: open + rows.join('') + close});
      return;
    }
    top += GROUP_TITLE_HEIGHT;
    const shown = Math.max(1, Math.min(rows.length, Math.ceil((shownHeight - top) / ROW_HEIGHT)));
    top += shown * ROW_HEIGHT;
    markup.now += open + rows.slice(0, shown).join('') + close;
    if (shown < rows.length) markup.later.push({list: id, markup: rows.slice(shown).join('')});
  });
  return markup;
}

/**
 * Adds the later part of a list (`ListMarkup`) to the list in `box`: `showAfterFrame` adds one
 * piece in a task after the next frame is drawn, and so on until all are in; `showAll` adds what is
 * left at once; `stop` ends the steps still to come. A new `showAfterFrame` replaces the pieces and
 * steps of the one before.
 */
export function rowsShownLater(box: () => Element | null) {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: ListMarkup['later'] = [];
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const add = (count: number) => {
    const list = box();
    for (const piece of waiting.splice(0, count)) {
      if (piece.list) list?.querySelector(`#${piece.list}`)?.insertAdjacentHTML('beforeend', piece.markup);
      else {
        const footer = list?.querySelector(':scope > .DocSearch-HitsFooter');
        if (footer) footer.insertAdjacentHTML('beforebegin', piece.markup);
        else list?.insertAdjacentHTML('beforeend', piece.markup);
      }
    }
  };
  const next = () => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        add(1);
        if (waiting.length > 0) next();
      }, 0);
    });
  };
  return {
    showAfterFrame(later: ListMarkup['later']) {
      stop();
      waiting = [...later];
      if (waiting.length > 0) next();
    },
    showAll() {
      stop();
      add(waiting.length);
    },
    stop,
  };
}

/** The link to the search page under the hits. */
export function seeAllMarkup(address: string, text: string): string {
  return `<section class="DocSearch-HitsFooter"><a href="${escapeHtml(address)}">${escapeHtml(text)}</a></section>`;
}
