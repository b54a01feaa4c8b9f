/**
 * The text of a built docs page as lines, for the compare view: each
 * heading (marked with #), paragraph, list item (marked with -), table row
 * (cells joined by |) and line of code is a line. Heading anchors, buttons
 * and icons are left out.
 */
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TBODY',
  'THEAD',
  'TFOOT',
  'TR',
  'UL',
]);
const LEFT_OUT = 'a.hash-link, button, svg, style, script, .theme-edit-this-page';

export function linesOf(root: Element): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    current = '';
  };
  const walk = (node: Node, prefix = ''): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      current += node.textContent ?? '';
      return;
    }
    if (!(node instanceof Element) || node.matches(LEFT_OUT)) return;
    const tag = node.tagName;
    if (tag === 'PRE') {
      flush();
      for (const line of (node.textContent ?? '').split('\n')) if (line.trim()) lines.push(line.trimEnd());
      return;
    }
    if (/^H[1-6]$/.test(tag)) {
      flush();
      current = `${'#'.repeat(Number(tag[1]))} `;
      node.childNodes.forEach((child) => walk(child));
      flush();
      return;
    }
    if (tag === 'TD' || tag === 'TH') {
      if (current.trim()) current += ' | ';
      node.childNodes.forEach((child) => walk(child));
      return;
    }
    if (!BLOCKS.has(tag)) {
      node.childNodes.forEach((child) => walk(child));
      return;
    }
    flush();
    current = tag === 'LI' ? '- ' : prefix;
    node.childNodes.forEach((child) => walk(child));
    flush();
  };
  walk(root);
  flush();
  return lines.filter((line) => line !== '-');
}

/** The lines of the docs page at `path`, fetched from the server as its built HTML. */
export async function fetchPageLines(path: string): Promise<string[]> {
  const response = await fetch(path, {headers: {Accept: 'text/html'}});
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = new DOMParser().parseFromString(await response.text(), 'text/html');
  const article = html.querySelector('article .theme-doc-markdown');
  if (!article) throw new Error(`${path} has no docs article`);
  return linesOf(article);
}
