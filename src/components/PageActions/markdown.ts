/**
 * The page's Markdown: its address plus `.md` (plugins/page-markdown writes it).
 * A module of its own: the page's head needs it in the first load, the rest of
 * ./links.ts only once the actions hydrate.
 */
export function markdownHref(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}
