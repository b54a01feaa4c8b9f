/**
 * Reads one rendered page into its search outline: the page title (lvl1),
 * each h2–h4 heading (lvl2–lvl4) with its anchor, and the text of the
 * paragraphs, list items and table cells under each heading, and the words of
 * the code examples under each heading (searchable at a lower weight than
 * prose, so a name used only in an example is found). The browser and the
 * export expand outlines into DocSearch records (src/search/shardFormat.ts).
 * A page without an article body or a title gives null; the plugin
 * (./index.ts) fails the build for a docs page or post that does.
 *
 * The articles are parsed with htmlparser2, which closes an element only at
 * its end tag or at a tag that directly follows it, where a browser (and
 * parse5) also close `<li>`, `<p>`, `<td>` and the like whose end tag is left
 * out. The pages' minifier leaves every end tag in (the html-end-tags entry of
 * plugins/patch-register); a page that lacks one stops the extraction, naming
 * the page and the tag, rather than give a wrong outline.
 */
import * as cheerio from 'cheerio';
import {isTag, isText, type AnyNode, type Element} from 'domhandler';
import {findAll, findOne} from 'domutils';
import {parseDocument} from 'htmlparser2';
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

/** Whether an element carries a class (the class attribute's words). */
function hasClass(element: Element, name: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).includes(name);
}

/**
 * The text of a node, leaving out the elements `skip` names; with `lineBreaks`, a `<br>` reads as a
 * line break (the highlighter ends each line of code with one, which has no text: without it the last
 * word of a line and the first of the next would read as one). The tree is read, never copied.
 */
function textOf(node: AnyNode, skip: (element: Element) => boolean, lineBreaks = false): string {
  if (isText(node)) return node.data;
  if (!isTag(node)) return '';
  if (skip(node)) return '';
  if (lineBreaks && node.name === 'br') return '\n';
  let text = '';
  for (const child of node.children) text += textOf(child, skip, lineBreaks);
  return text;
}

const BLOCK_OF_TEXT = new Set(['p', 'li', 'td', 'th', 'dt', 'dd']);
const NOT_PROSE = new Set(['pre', 'ul', 'ol']);
const isTextBlock = (element: Element) => BLOCK_OF_TEXT.has(element.name);
const isCodeBlock = (element: Element) => element.name === 'pre';
const isParagraphOrItem = (element: Element) => element.name === 'p' || element.name === 'li';
const notProse = (element: Element) => NOT_PROSE.has(element.name) || hasClass(element, 'hash-link');
const anchorLink = (element: Element) => hasClass(element, 'hash-link');
const nothing = () => false;

/** The element itself when `test` holds for it, otherwise the elements within it that it holds for, in document order. */
function selfOrWithin(element: Element, test: (element: Element) => boolean): Element[] {
  return test(element) ? [element] : (findAll(test, element.children) as Element[]);
}

/** The language a page declares: its DocSearch language, or the document's. */
function languageOf(head: string): string {
  const nodes = parseDocument(head).children;
  const meta = findOne((element) => element.name === 'meta' && element.attribs.name === 'docsearch:language', nodes);
  const root = findOne((element) => element.name === 'html', nodes);
  return meta?.attribs.content ?? root?.attribs.lang ?? 'en';
}

/** The elements whose end tag HTML lets a page leave out, and which the site's pages use. */
const OPTIONAL_END_TAG = /<(\/?)(li|p|dt|dd|tr|td|th|thead|tbody)[\s>]/g;

/** The first of those elements opened more often than closed in `html`, if any. */
export function unclosedElement(html: string): string | undefined {
  const open = new Map<string, number>();
  for (const [, end, name] of html.matchAll(OPTIONAL_END_TAG)) {
    if (name) open.set(name, (open.get(name) ?? 0) + (end ? -1 : 1));
  }
  return [...open].find(([, count]) => count !== 0)?.[0];
}

export function extractPage({path, html, defaultLvl0}: PageInput): ExtractedPage | null {
  // Only the articles are parsed (the page's breadcrumbs, title and text are all within them), and the head's few
  // tags apart: the navbar, sidebar and footer around them, some 30% of a page, are not.
  const first = html.indexOf('<article');
  const last = html.lastIndexOf('</article>');
  if (first < 0 || last < first) return null;
  const articles = html.slice(first, last + '</article>'.length);
  const unclosed = unclosedElement(articles);
  if (unclosed) {
    throw new Error(
      `${path}: a <${unclosed}> has no end tag, which the extraction needs (see the html-end-tags entry of plugins/patch-register)`,
    );
  }
  const $: CheerioRoot = cheerio.load(articles, {xml: {xmlMode: false, decodeEntities: true}}, false);
  const body = $('article .theme-doc-markdown, article .markdown').first();
  if (body.length === 0) return null;
  const title = clean($('article h1').first().text());
  if (!title) return null;

  const language = languageOf(html.slice(0, Math.max(0, html.indexOf('</head>'))));
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

  for (const child of body.children().toArray()) {
    const name = child.name.toLowerCase();
    if (name === 'header') continue;
    const level = HEADING_LEVEL[name];
    if (level) {
      flush();
      anchor = child.attribs.id ?? null;
      heading = [level, anchor, clean(textOf(child, anchorLink))];
      outline.push(heading);
      continue;
    }
    const blocksOfCode = selfOrWithin(child, isCodeBlock);
    for (const block of blocksOfCode) {
      for (const word of codeWords(textOf(block, nothing, true))) code.add(word);
    }
    // A code block, or a wrapper of code with no prose in it, gives no text.
    if (name === 'pre' || (blocksOfCode.length > 0 && !findOne(isParagraphOrItem, child.children))) continue;
    for (const block of selfOrWithin(child, isTextBlock)) {
      // A list item holding paragraphs is read through them; nested lists are read item by item.
      if (block.name === 'li' && block.children.some((item) => isTag(item) && item.name === 'p')) continue;
      texts.push(textOf(block, (element) => element !== block && notProse(element)));
    }
  }
  flush();
  const page: CompactPage = [path, category ?? defaultLvl0, title, outline];
  if (pageCode) page.push(pageCode);
  return {language, page};
}
