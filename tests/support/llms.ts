/**
 * Reads an llms.txt file as the format (https://llmstxt.org) defines it: one
 * H1, a blockquote summary, optional paragraphs, then H2 sections made only of
 * lists whose items are `[title](url)` with an optional `: description`.
 * Anything else is an error naming what is wrong.
 */
import type {List, Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import {toString} from 'mdast-util-to-string';

export type LlmsLink = {title: string; url: string; description: string};
export type ParsedLlms = {title: string; summary: string; sections: {title: string; links: LlmsLink[]}[]};

function linksOf(list: List, section: string): LlmsLink[] {
  return list.children.map((item, index) => {
    const [paragraph, ...more] = item.children;
    const [link, ...after] = paragraph?.type === 'paragraph' ? paragraph.children : [];
    if (!paragraph || more.length > 0 || link?.type !== 'link') {
      throw new Error(`item ${index + 1} of section "${section}" is not a [title](url) link`);
    }
    const rest = after.map((node) => toString(node)).join('');
    if (rest !== '' && !rest.startsWith(': ')) {
      throw new Error(`item ${index + 1} of section "${section}" has text after its link that is not ": description"`);
    }
    return {title: toString(link), url: link.url, description: rest.slice(2)};
  });
}

export function parseLlms(text: string): ParsedLlms {
  const tree = unified().use(remarkParse).parse(text) as Root;
  const [h1, quote, ...rest] = tree.children;
  if (h1?.type !== 'heading' || h1.depth !== 1) throw new Error('llms.txt does not start with an H1');
  if (quote?.type !== 'blockquote') throw new Error('llms.txt has no blockquote summary after its H1');
  const sections: ParsedLlms['sections'] = [];
  for (const node of rest) {
    if (node.type === 'heading') {
      if (node.depth !== 2) throw new Error(`heading "${toString(node)}" is not an H2`);
      sections.push({title: toString(node), links: []});
    } else if (sections.length === 0) {
      if (node.type === 'list') throw new Error('a list comes before the first section');
    } else if (node.type === 'list') {
      const section = sections.at(-1) as ParsedLlms['sections'][number];
      section.links.push(...linksOf(node, section.title));
    } else {
      throw new Error(`section "${sections.at(-1)?.title}" holds a ${node.type}, not only a list of links`);
    }
  }
  return {title: toString(h1), summary: toString(quote), sections};
}
