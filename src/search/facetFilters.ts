/**
 * Algolia facet filters: a list whose entries must all hold, each entry a
 * `"attribute:value"` string or a list of them of which one must hold.
 */
export type FacetFilters = string | readonly (string | readonly string[])[];

/** `"attr:value"` strings and arrays of them (OR) into a list of OR groups that must all hold. */
export function parseFacetFilters(filters: FacetFilters | undefined): [string, string][][] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((group) =>
    (typeof group === 'string' ? [group] : [...group]).map((filter) => {
      const colon = filter.indexOf(':');
      return [filter.slice(0, colon), filter.slice(colon + 1)] as [string, string];
    }),
  );
}
