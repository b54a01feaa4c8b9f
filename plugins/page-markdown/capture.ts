/**
 * The Markdown of a page made while Docusaurus compiles its MDX, from the
 * syntax tree Docusaurus has just parsed, so that the page's source is not
 * parsed a second time after the build.
 *
 * `remarkPageMarkdown` goes first in the `beforeDefaultRemarkPlugins` of the
 * docs areas: it sees the tree before any Docusaurus plugin changes it, and
 * converts a copy. It converts only the pages the page-markdown plugin expects
 * (`expectPages`, from its `allContentLoaded`); the plugin takes the results
 * after the build (`takeCaptured`) and converts from source any page the
 * bundler did not compile in this build (a cached module). Blog posts are
 * not captured: the blog compiles each post twice under the same file name,
 * whole and cut at its truncate marker.
 */
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {treeToPageMarkdown, type PageHeading} from './convert';

const expected = new Map<string, PageHeading>();
const captured = new Map<string, string>();

/** The pages to capture, by the absolute path of their source file; replaces any earlier list. */
export function expectPages(pages: ReadonlyMap<string, PageHeading>): void {
  expected.clear();
  captured.clear();
  for (const [file, page] of pages) expected.set(file, page);
}

/** The Markdown captured for a source file, once: later calls return undefined. */
export function takeCaptured(file: string): string | undefined {
  const markdown = captured.get(file);
  captured.delete(file);
  return markdown;
}

/** A copy of a syntax tree: plain objects, arrays and values only, as the parser makes them. */
function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = copyOf(item);
  return copy as T;
}

export function remarkPageMarkdown() {
  return (tree: Root, file: VFile): void => {
    const page = file.path ? expected.get(file.path) : undefined;
    if (!page) return;
    captured.set(file.path, treeToPageMarkdown(copyOf(tree), String(file.value), page));
  };
}
