/**
 * What the search modal asks the index for, besides DocSearch's own request:
 * the SearchBar (src/theme/SearchBar) sends it, and the relevance bench scores
 * the same request, so the figures are of what readers see.
 */

/** The attributes of a hit the modal reads. */
export const HIT_ATTRIBUTES = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'type',
  'url',
] as const;

export const MODAL_REQUEST = {
  // DocSearch's own list, and where each hit lives, for its label.
  attributesToRetrieve: [...HIT_ATTRIBUTES, 'docusaurus_tag'],
  // The modal shows the headings' highlights and the text's snippet, never the whole text highlighted:
  // leaving that out keeps each answer from the search worker small.
  attributesToHighlight: HIT_ATTRIBUTES.filter((attribute) => attribute.startsWith('hierarchy.')),
  // Pages, with at most three sections each (Algolia's distinct): "See all N results" then counts pages, as
  // the search page does for the same query and versions.
  distinct: 3,
  hitsPerPage: 7,
};
