/**
 * The version switch notice's address contract: a version dropdown link to a
 * version that lacks the page being read opens that version's introduction
 * with `?missing=<page path>`, and the introduction says which page that
 * version does not have.
 */
export const MISSING_PAGE_PARAM = 'missing';

/** `search` (`?a=1&b=2`, or empty) without parameter `name`; empty when nothing is left. */
export function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(name)) return search;
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
