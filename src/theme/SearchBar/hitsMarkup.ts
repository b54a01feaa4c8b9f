/**
 * The search modal's list of hits (./LocalModal.tsx) as markup, set in one
 * step: a page of twenty hits is some four hundred elements, which React would
 * create one component at a time on every answer; as markup the browser
 * parses them in one go. The modal handles their clicks and the pointer in one
 * listener on the list. The markup is DocSearch's, for its stylesheet.
 *
 * A new list is drawn a screenful first: the rows below what the list shows
 * at its full height are marked `LATER_CLASS` (not displayed), and the modal
 * shows them a few at a time in the frames after (see ./LocalModal.tsx), so no
 * keystroke's frame lays out and paints twenty rows at once.
 *
 * What goes in: the index's text is HTML already (escaped, with only the
 * `<mark>` tags of its highlighting), and stored searches are made so
 * (src/search/docSearchStorage.ts); addresses and labels are escaped here.
 */
import type {HitGroup} from '../../search/modalGroups';
import {escapeHtml} from '../../search/highlight';
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

/** Marks the rows and groups of a new list that are shown in the frames after its first (see above). */
export const LATER_CLASS = 'local-search-later';

/** The heights of a group's title and of a row in DocSearch's stylesheet (line and padding). */
const GROUP_TITLE_HEIGHT = 40;
const ROW_HEIGHT = 60;

function rowMarkup(
  item: HitGroup<ListedHit>['items'][number],
  index: number,
  label: (tag: string | undefined) => string | null,
  later: boolean,
): string {
  const [title, path] = titleAndPath(item.hit);
  const area = label(item.hit.docusaurus_tag);
  const classes = ['DocSearch-Hit', item.parent ? 'DocSearch-Hit--Child' : '', later ? LATER_CLASS : ''];
  return [
    `<li class="${classes.filter(Boolean).join(' ')}" role="none">`,
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
 * The groups of hits, numbered from 0 in display order (the ids the input's aria-activedescendant
 * names). A group or row that starts `shownHeight` pixels or more below the list's top is marked
 * `LATER_CLASS`; the first row never is.
 */
export function hitGroupsMarkup(
  groups: readonly HitGroup<ListedHit>[],
  label: (tag: string | undefined) => string | null,
  shownHeight = Infinity,
): string {
  let index = 0;
  let top = 0;
  const laterAt = (height: number) => {
    const later = index > 0 && top >= shownHeight;
    top += height;
    return later;
  };
  return groups
    .map((group, position) => {
      const id = `docsearch-list-${position}`;
      const groupLater = laterAt(GROUP_TITLE_HEIGHT);
      const rows = group.items
        .map((item) => {
          const later = laterAt(ROW_HEIGHT);
          return rowMarkup(item, index++, label, later);
        })
        .join('');
      return `<section class="DocSearch-Hits${groupLater ? ` ${LATER_CLASS}` : ''}"><div class="DocSearch-Hit-source" id="${id}-label">${group.title}</div><ul role="listbox" id="${id}" aria-labelledby="${id}-label">${rows}</ul></section>`;
    })
    .join('');
}

/**
 * The rows of the list in `box` marked `LATER_CLASS`: `showAfterFrame` shows `perFrame` of them in a
 * task after the next frame is drawn, and so on until all are shown; `showAll` shows them at once;
 * `stop` ends the steps still to come. A new `showAfterFrame` replaces the steps of the one before.
 */
export function rowsShownLater(box: () => Element | null, perFrame: number) {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const show = (all: boolean) => {
    stop();
    const waiting = [...(box()?.querySelectorAll(`.${LATER_CLASS}`) ?? [])];
    const now = all ? waiting.length : perFrame;
    for (const element of waiting.slice(0, now)) element.classList.remove(LATER_CLASS);
    if (waiting.length > now) showAfterFrame();
  };
  const showAfterFrame = () => {
    stop();
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => show(false), 0);
    });
  };
  return {showAfterFrame, showAll: () => show(true), stop};
}

/** The link to the search page under the hits. */
export function seeAllMarkup(address: string, text: string): string {
  return `<section class="DocSearch-HitsFooter"><a href="${escapeHtml(address)}">${escapeHtml(text)}</a></section>`;
}
