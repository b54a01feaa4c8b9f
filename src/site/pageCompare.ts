/**
 * The compare view's address contract: `<page address>?compare=<version>`
 * opens a docs page with the differences between it and the same page in
 * that version (`/server/resolvers?compare=0.18`). Other pages (an upgrade
 * guide) link to it, so the parameter's name and meaning stay fixed.
 */
export const COMPARE_PARAM = 'compare';

/** The address of a page with the compare view against `label` open. */
export function compareHref(pagePath: string, label: string): string {
  return `${pagePath}?${COMPARE_PARAM}=${encodeURIComponent(label)}`;
}
