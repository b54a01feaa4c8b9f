/**
 * One page's source (Markdown or MDX) turned into plain Markdown for readers
 * that read text: the title as the H1, admonitions as labelled blockquotes,
 * tabs and other components flattened to their content, code fences with
 * their language (and title), links made absolute by the caller's resolver.
 * It parses the source the way Docusaurus does (CommonMark for `.md`, MDX for
 * `.mdx`, GFM, directives for admonitions) and prints it with remark-stringify.
 */
import type {BlockContent, Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import {SKIP, visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';

/** The admonition keywords of the classic theme, with the label each shows. */
export const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

for (const [name, fn] of Object.entries({
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  unwrapMdxCodeBlocks,
})) {
  if (typeof fn !== 'function') {
    throw new Error(
      `page-markdown: @docusaurus/utils no longer exports ${name}; review plugins/page-markdown/convert.ts.`,
    );
  }
}

export type PageSource = {
  /** The file's text, front matter included. */
  text: string;
  /** `mdx` for `.mdx` files, as Docusaurus's `markdown.format: 'detect'` reads them. */
  format: 'md' | 'mdx';
  /** The page title (the H1). */
  title: string;
  /** Lines shown under the title, such as a post's date. */
  byline?: string;
  /** Makes a link or image address absolute; throws for a link to no page. */
  resolveUrl: (url: string) => string;
};

type Parent = {children: Nodes[]};

const CODE_TITLE = /(?:^|\s)(title=(?:"[^"]*"|'[^']*'))/;

function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

function strongParagraph(children: PhrasingContent[]): Paragraph {
  return paragraph([{type: 'strong', children}]);
}

/** The source text of a node the conversion does not keep as a node (an unused text directive). */
function sourceOf(node: Nodes, text: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? toString(node) : text.slice(start, end);
}

function admonition(node: ContainerDirective, label: string): BlockContent {
  const [first, ...rest] = node.children;
  const titled = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  const heading: PhrasingContent[] = titled
    ? [{type: 'text', value: `${label}: `}, ...first.children]
    : [{type: 'text', value: label}];
  return {
    type: 'blockquote',
    children: [strongParagraph(heading), ...((titled ? rest : node.children) as BlockContent[])],
  };
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') return attr.value;
  }
  return undefined;
}

/** What a JSX element becomes: tabs flattened with their labels, anything else its content. */
function jsxReplacement(node: MdxJsxFlowElement | MdxJsxTextElement): Nodes[] {
  const children = node.children as Nodes[];
  if (node.type === 'mdxJsxTextElement') return children;
  switch (node.name) {
    case 'TabItem': {
      const label = attribute(node, 'label') ?? attribute(node, 'value');
      return label ? [strongParagraph([{type: 'text', value: label}]), ...children] : children;
    }
    case 'summary':
      return [strongParagraph(children.flatMap((child) => (child.type === 'paragraph' ? child.children : [])))];
    case 'Admonition': {
      const type = attribute(node, 'type') ?? 'note';
      const title = attribute(node, 'title');
      const label = ADMONITIONS[type] ?? 'Note';
      return [
        {
          type: 'blockquote',
          children: [
            strongParagraph([{type: 'text', value: title ? `${label}: ${title}` : label}]),
            ...(children as BlockContent[]),
          ],
        },
      ];
    }
    default:
      return children;
  }
}

/** The replacement of one node, or undefined to keep it (and look inside it). */
function replacement(node: Nodes, text: string): Nodes[] | undefined {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'html':
      return /^<!--[\s\S]*-->$/.test(node.value.trim()) ? [] : undefined;
    case 'containerDirective': {
      const label = ADMONITIONS[node.name];
      return label ? [admonition(node, label)] : (node.children as Nodes[]);
    }
    case 'leafDirective':
      // Not an admonition: Docusaurus shows such text as written (`::name` in prose).
      return [paragraph([{type: 'text', value: sourceOf(node as LeafDirective, text)}])];
    case 'textDirective':
      return [{type: 'text', value: sourceOf(node as TextDirective, text)}];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxReplacement(node);
    default:
      return undefined;
  }
}

/** The syntax tree, and the text its positions refer to (admonition titles rewritten as Docusaurus does). */
function parse(text: string, format: 'md' | 'mdx'): {tree: Root; prepared: string} {
  const prepared = admonitionTitleToDirectiveLabel(
    format === 'mdx' ? escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(text)) : unwrapMdxCodeBlocks(text),
    Object.keys(ADMONITIONS),
  );
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  if (format === 'mdx') processor.use(remarkMdx);
  return {tree: processor.parse(prepared) as Root, prepared};
}

const printer = unified()
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    incrementListMarker: true,
  })
  .use(remarkGfm);

/** What a page's Markdown is made of besides its syntax tree. */
export type PageHeading = Pick<PageSource, 'title' | 'byline' | 'resolveUrl'>;

/** The page as Markdown: its title as the H1, then its content. */
export function toPageMarkdown(page: PageSource): string {
  const {tree, prepared} = parse(page.text, page.format);
  return treeToPageMarkdown(tree, prepared, page);
}

/**
 * The page as Markdown, from the syntax tree of its source as Docusaurus
 * parses it (`prepared` is the text its positions refer to). The tree is
 * changed: pass a copy of one that is still needed.
 */
export function treeToPageMarkdown(tree: Root, prepared: string, page: PageHeading): string {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    const nodes = replacement(node as Nodes, prepared);
    if (nodes === undefined) return undefined;
    (parent as Parent).children.splice(index, 1, ...nodes);
    return [SKIP, index];
  });
  visit(tree, (node) => {
    switch (node.type) {
      case 'link':
      case 'image':
      case 'definition':
        node.url = page.resolveUrl(node.url);
        break;
      case 'code':
        node.meta = CODE_TITLE.exec(node.meta ?? '')?.[1] ?? null;
        break;
      case 'heading': {
        // A custom heading id (`## Title {#id}`) is not part of the heading's text.
        const last = node.children.at(-1);
        if (last?.type === 'text') last.value = last.value.replace(/\s*\\?\{#[^}]*\\?\}\s*$/, '');
        break;
      }
    }
  });
  // A leading H1 in the content is the title itself.
  const first = tree.children[0];
  if (first?.type === 'heading' && first.depth === 1) tree.children.shift();
  const head: RootContent[] = [
    {type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]} satisfies Heading,
  ];
  if (page.byline) head.push(paragraph([{type: 'emphasis', children: [{type: 'text', value: page.byline}]}]));
  tree.children.unshift(...head);
  return printer.stringify(tree);
}
