/**
 * The search modal's list of hits (./LocalModal.tsx) as markup, set in one
 * step: a page of twenty hits is some four hundred elements, which React would
 * create one component at a time on every answer; as markup the browser
 * parses them in one go. The modal handles their clicks and the pointer in one
 * listener on the list. The markup is DocSearch's, for its stylesheet.
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

/** The groups of hits, numbered from 0 in display order (the ids the input's aria-activedescendant names). */
export function hitGroupsMarkup(
  groups: readonly HitGroup<ListedHit>[],
  label: (tag: string | undefined) => string | null,
): string {
  let index = 0;
  return groups
    .map((group, position) => {
      const id = `docsearch-list-${position}`;
      const rows = group.items.map((item) => rowMarkup(item, index++, label)).join('');
      return `<section class="DocSearch-Hits"><div class="DocSearch-Hit-source" id="${id}-label">${group.title}</div><ul role="listbox" id="${id}" aria-labelledby="${id}-label">${rows}</ul></section>`;
    })
    .join('');
}

/** The link to the search page under the hits. */
export function seeAllMarkup(address: string, text: string): string {
  return `<section class="DocSearch-HitsFooter"><a href="${escapeHtml(address)}">${escapeHtml(text)}</a></section>`;
}
