/**
 * Reads one rendered page into its search outline: the page title (lvl1),
 * each h2–h4 heading (lvl2–lvl4) with its anchor, and the text of the
 * paragraphs, list items and table cells under each heading. The browser and
 * the export expand outlines into DocSearch records (src/search/shardFormat.ts).
 * Code blocks are left out: identifiers a reader searches for appear in
 * headings and prose.
 */
import * as cheerio from 'cheerio';
import {CONTENT, type CompactPage, type OutlineEntry} from '../../src/search/shardFormat';

type CheerioRoot = ReturnType<typeof cheerio.load>;

const HEADING_LEVEL: Record<string, number> = {h2: 2, h3: 3, h4: 4};

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export type PageInput = {
  /** The page's path on the site, for example `/server/intro`. */
  path: string;
  html: string;
  /** lvl0 when the page has no sidebar category (blog posts, pages outside the sidebar). */
  defaultLvl0: string;
};

export type ExtractedPage = {language: string; page: CompactPage};

export function extractPage({path, html, defaultLvl0}: PageInput): ExtractedPage | null {
  const $: CheerioRoot = cheerio.load(html);
  const body = $('article .theme-doc-markdown, article .markdown').first();
  if (body.length === 0) return null;
  const title = clean($('article h1').first().text());
  if (!title) return null;

  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .map((_, item) => clean($(item).text()))
    .get()
    .filter(Boolean);
  const category = crumbs.length > 1 ? crumbs[crumbs.length - 2] : undefined;

  const outline: OutlineEntry[] = [];
  let anchor: string | null = null;
  let texts: string[] = [];
  const flush = () => {
    const content = clean(texts.join(' '));
    if (content) outline.push([CONTENT, anchor, content]);
    texts = [];
  };

  const collectText = (element: ReturnType<CheerioRoot>) => {
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
      const heading = element.clone();
      heading.find('.hash-link').remove();
      anchor = element.attr('id') ?? null;
      outline.push([level, anchor, clean(heading.text())]);
      return;
    }
    if (element.is('pre') || (element.find('pre').length > 0 && element.find('p, li').length === 0)) return;
    collectText(element);
  });
  flush();
  return {language, page: [path, category ?? defaultLvl0, title, outline]};
}
