/**
 * Turns one rendered page into DocSearch-shaped records: the page title
 * (lvl1), each h2–h4 heading (lvl2–lvl4) with its anchor, and the text of the
 * paragraphs, list items and table cells under each heading (content).
 * Code blocks are left out: identifiers a reader searches for appear in
 * headings and prose.
 */
import * as cheerio from 'cheerio';
import type {Hierarchy, HierarchyLevel, RecordType, SearchRecord} from '../../src/search/types';

type CheerioRoot = ReturnType<typeof cheerio.load>;

const HEADING_LEVEL: Record<string, number> = {h2: 2, h3: 3, h4: 4};

function clean(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

function emptyHierarchy(): Hierarchy {
  return {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

export type PageInput = {
  /** The page's path on the site, for example `/server/intro`. */
  path: string;
  /** The site's origin, for example `https://ariadnegraphql.org`: record URLs are absolute. */
  origin: string;
  html: string;
  /** Used when the page names no docs tag of its own (blog posts). */
  defaultTag: string;
  /** lvl0 when the page has no sidebar category (blog posts, pages outside the sidebar). */
  defaultLvl0: string;
};

export function extractRecords({path, origin, html, defaultTag, defaultLvl0}: PageInput): SearchRecord[] {
  const $: CheerioRoot = cheerio.load(html);
  const body = $('article .theme-doc-markdown, article .markdown').first();
  if (body.length === 0) return [];
  const title = clean($('article h1').first().text());
  if (!title) return [];

  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? defaultTag;
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .map((_, item) => clean($(item).text()))
    .get()
    .filter(Boolean);
  const category = crumbs.length > 1 ? crumbs[crumbs.length - 2] : undefined;

  const records: SearchRecord[] = [];
  const hierarchy = emptyHierarchy();
  hierarchy.lvl0 = category ?? defaultLvl0;
  hierarchy.lvl1 = title;

  const push = (type: RecordType, anchor: string | null, content: string | null) => {
    const sitePath = anchor ? `${path}#${anchor}` : path;
    records.push({
      objectID: `${tag}:${sitePath}:${type}`,
      url: `${origin}${sitePath}`,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
    });
  };

  push('lvl1', null, null);

  let anchor: string | null = null;
  let texts: string[] = [];
  const flush = () => {
    const content = clean(texts.join(' '));
    if (content) push('content', anchor, content);
    texts = [];
  };

  const collectText = (element: cheerio.Cheerio<any>) => {
    const blocks = element.is('p, li, td, th, dt, dd') ? element : element.find('p, li, td, th, dt, dd');
    blocks.each((_, block) => {
      const $block = $(block);
      // A list item holding paragraphs is read through them; nested lists are read item by item.
      if ($block.is('li') && $block.children('p').length > 0) return;
      const copy = $block.clone();
      copy.find('pre, ul, ol, .hash-link').remove();
      texts.push(copy.text());
    });
  };

  body.children().each((_, child) => {
    const element = $(child);
    const name = (child as {tagName?: string}).tagName?.toLowerCase() ?? '';
    if (name === 'header') return;
    const level = HEADING_LEVEL[name];
    if (level) {
      flush();
      const id = element.attr('id') ?? null;
      const heading = element.clone();
      heading.find('.hash-link').remove();
      const text = clean(heading.text());
      const key = `lvl${level}` as HierarchyLevel;
      hierarchy[key] = text;
      for (let deeper = level + 1; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as HierarchyLevel] = null;
      anchor = id;
      push(key as RecordType, id, null);
      return;
    }
    if (element.is('pre') || element.find('pre').length > 0 && element.find('p, li').length === 0) return;
    collectText(element);
  });
  flush();
  return records;
}
