/**
 * Reads one rendered page into its search outline: the page title (lvl1),
 * each h2–h4 heading (lvl2–lvl4) with its anchor, and the text of the
 * paragraphs, list items and table cells under each heading, and the words of
 * the code examples under each heading (searchable at a lower weight than
 * prose, so a name used only in an example is found). The browser and the
 * export expand outlines into DocSearch records (src/search/shardFormat.ts).
 * A page without an article body or a title gives null; the plugin
 * (./index.ts) fails the build for a docs page or post that does.
 */
import * as cheerio from 'cheerio';
import {CONTENT, type CompactPage, type OutlineEntry} from '../../src/search/shardFormat';

type CheerioRoot = ReturnType<typeof cheerio.load>;

const HEADING_LEVEL: Record<string, number> = {h2: 2, h3: 3, h4: 4};

/** Words of code worth searching for: names, not the languages' own keywords. */
const CODE_WORD = /[A-Za-z_][A-Za-z0-9_]{2,}/g;
const CODE_KEYWORDS = new Set(
  (
    'and as assert async await break class continue def del elif else except False finally for from ' +
    'global if import in is lambda None nonlocal not or pass raise return self True try while with yield ' +
    'pip install print str int bool float dict list type query mutation subscription input enum scalar ' +
    'interface union schema extend implements fragment on true false null'
  ).split(' '),
);

/** The distinct names in a piece of code, in order of first use. */
export function codeWords(code: string): string[] {
  const words = new Set<string>();
  for (const [word] of code.matchAll(CODE_WORD)) {
    if (!CODE_KEYWORDS.has(word)) words.add(word);
  }
  return [...words];
}

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
  /** The heading entry the current section's code belongs to (null: above the first heading). */
  let heading: OutlineEntry | null = null;
  let code = new Set<string>();
  let pageCode = '';
  const flush = () => {
    const content = clean(texts.join(' '));
    if (content) outline.push([CONTENT, anchor, content]);
    texts = [];
    const words = [...code].join(' ');
    if (words && heading) heading[3] = words;
    else if (words) pageCode = words;
    code = new Set();
  };
  const collectCode = (element: ReturnType<CheerioRoot>) => {
    const blocks = element.is('pre') ? element : element.find('pre');
    blocks.each((_, block) => {
      // The highlighter ends each line with <br>, which has no text: without a line break there,
      // the last word of a line and the first of the next would read as one.
      const copy = $(block).clone();
      copy.find('br').replaceWith('\n');
      for (const word of codeWords(copy.text())) code.add(word);
    });
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
      const text = element.clone();
      text.find('.hash-link').remove();
      anchor = element.attr('id') ?? null;
      heading = [level, anchor, clean(text.text())];
      outline.push(heading);
      return;
    }
    collectCode(element);
    if (element.is('pre') || (element.find('pre').length > 0 && element.find('p, li').length === 0)) return;
    collectText(element);
  });
  flush();
  const page: CompactPage = [path, category ?? defaultLvl0, title, outline];
  if (pageCode) page.push(pageCode);
  return {language, page};
}
