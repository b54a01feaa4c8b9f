/**
 * rehype-identifier-breaks: long identifiers in inline code may wrap only
 * where a reader would split them: after `_`, `.`, `/`, `(`, `,` or `=`, and
 * between the words of a camelCase or PascalCase name
 * (`GraphQLTransport<wbr>WS<wbr>Handler`). It adds `<wbr>` there, in
 * headings, table cells and stacked entries, and in the table of contents,
 * whose entries the docs plugin has already turned into HTML strings in the
 * page's `toc` export by the time rehype runs.
 *
 * The `toc` export is read from the estree the MDX loader attaches to it
 * (an internal shape of @docusaurus/mdx-loader): a page whose table of
 * contents has entries but whose export this plugin cannot read stops the
 * build, naming the page.
 */
import type {HastNode} from '../rehype-fitting-tables';

/** Identifiers shorter than this never need a break. */
const MIN_LENGTH = 14;

/** Words that look like two camelCase words but read as one. */
const WHOLE_WORDS = ['GraphQL'];

/** Break opportunities inside one whitespace-free word, as offsets where `<wbr>` goes. */
export function breakOffsets(word: string): number[] {
  if (word.length < MIN_LENGTH) return [];
  const offsets: number[] = [];
  for (let i = 1; i < word.length; i += 1) {
    const before = word[i - 1]!;
    const here = word[i]!;
    const next = word[i + 1] ?? '';
    const afterPunctuation = /[_./(,=]/.test(before) && !/[_./(),=]/.test(here);
    const camel = /[a-z0-9]/.test(before) && /[A-Z]/.test(here);
    const acronymEnd = /[A-Z]/.test(before) && /[A-Z]/.test(here) && /[a-z]/.test(next);
    if (afterPunctuation || camel || acronymEnd) offsets.push(i);
  }
  const inside = new Set<number>();
  for (const whole of WHOLE_WORDS) {
    for (let at = word.indexOf(whole); at >= 0; at = word.indexOf(whole, at + 1)) {
      for (let i = at + 1; i < at + whole.length; i += 1) inside.add(i);
      const end = at + whole.length;
      if (/[A-Z]/.test(word[end] ?? '') && !offsets.includes(end)) offsets.push(end);
    }
  }
  return offsets.filter((offset) => !inside.has(offset)).sort((a, b) => a - b);
}

/** A text split into pieces between which `<wbr>` goes. */
export function breakPieces(value: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const part of value.split(/(\s+)/)) {
    let start = 0;
    for (const offset of breakOffsets(part)) {
      pieces.push(current + part.slice(start, offset));
      current = '';
      start = offset;
    }
    current += part.slice(start);
  }
  pieces.push(current);
  return pieces;
}

/** The HTML of a TOC entry with `<wbr>` in its `<code>` text; no break falls inside an entity. */
export function breakCodeInHtml(html: string): string {
  return html.replace(
    /(<code\b[^>]*>)([^<]*)(<\/code>)/g,
    (_, open: string, body: string, close: string) =>
      open +
      body
        .split(/(&[#\w]+;)/)
        .map((part) => (/^&[#\w]+;$/.test(part) ? part : breakPieces(part).join('<wbr>')))
        .join('') +
      close,
  );
}

const WBR: HastNode = {type: 'element', tagName: 'wbr', properties: {}, children: []};

function breakInlineCode(code: HastNode): void {
  code.children = (code.children ?? []).flatMap((child) => {
    if (child.type !== 'text') return [child];
    const pieces = breakPieces(child.value ?? '');
    return pieces.flatMap((piece, index) =>
      index === 0 ? [{type: 'text', value: piece}] : [{...WBR}, {type: 'text', value: piece}],
    );
  });
}

const BREAKABLE_CONTAINERS = new Set(['h2', 'h3', 'h4', 'td', 'th', 'dt', 'dd']);

function visit(node: HastNode, inContainer: boolean): void {
  const inside = inContainer || (node.type === 'element' && BREAKABLE_CONTAINERS.has(node.tagName ?? ''));
  if (inside && node.type === 'element' && node.tagName === 'code') {
    breakInlineCode(node);
    return;
  }
  if (node.type === 'element' && node.tagName === 'pre') return;
  node.children?.forEach((child) => visit(child, inside));
}

type Estree = {type: string; [key: string]: unknown};

const UNREADABLE = Symbol('unreadable');

/**
 * The `value` literals of `export const toc = [{value, id, level}, ...]`;
 * undefined for another export, UNREADABLE for a `toc` export of another shape.
 */
export function tocValueLiterals(program: Estree): Estree[] | undefined | typeof UNREADABLE {
  const declaration = (program.body as Estree[] | undefined)?.[0]?.declaration as Estree | undefined;
  const declarator = (declaration?.declarations as Estree[] | undefined)?.[0];
  if ((declarator?.id as Estree | undefined)?.name !== 'toc') return undefined;
  const init = declarator?.init as Estree | undefined;
  if (init?.type !== 'ArrayExpression') return UNREADABLE;
  const literals: Estree[] = [];
  for (const element of init.elements as Estree[]) {
    // A spread is the TOC of an imported partial, rewritten in its own file.
    if (element.type === 'SpreadElement') continue;
    if (element.type !== 'ObjectExpression') return UNREADABLE;
    const value = (element.properties as Estree[]).find((property) => {
      const key = property.key as Estree | undefined;
      return key?.name === 'value' || key?.value === 'value';
    })?.value as Estree | undefined;
    if (value?.type !== 'Literal' || typeof value.value !== 'string') return UNREADABLE;
    literals.push(value);
  }
  return literals;
}

const hasHeading = (node: HastNode): boolean =>
  (node.type === 'element' && /^h[2-6]$/.test(node.tagName ?? '')) || (node.children ?? []).some(hasHeading);

export default function rehypeIdentifierBreaks() {
  return (tree: HastNode & {children: HastNode[]}, file: {path?: string}): void => {
    const fail = (why: string) => {
      throw new Error(
        `rehype-identifier-breaks: ${why} in ${file.path ?? 'a page'}; the shape @docusaurus/mdx-loader gives the table of contents has changed and this plugin needs updating.`,
      );
    };
    let tocFound = false;
    for (const node of tree.children) {
      const program = (node as {data?: {estree?: Estree}}).data?.estree;
      if (node.type !== 'mdxjsEsm' || !program) continue;
      const literals = tocValueLiterals(program);
      if (literals === undefined) continue;
      if (literals === UNREADABLE) fail('a `toc` export this plugin cannot read');
      tocFound = true;
      for (const literal of literals as Estree[]) {
        literal.value = breakCodeInHtml(literal.value as string);
        delete literal.raw;
      }
    }
    if (!tocFound && hasHeading(tree)) fail('headings but no `toc` export');
    visit(tree, false);
  };
}
