/**
 * `@code-highlight/highlighter` in the server bundle: every page is rendered
 * with its code blocks highlighted, so the theme's content component is at
 * hand at once.
 */
import Content from '@theme-original/CodeBlock/Content';

export type HighlightedContent = typeof Content;

export function useHighlightedContent(): HighlightedContent | null {
  return Content;
}

export function preloadHighlighter(): void {}
