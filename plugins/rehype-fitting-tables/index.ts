/**
 * rehype-fitting-tables: tables that fit the content column on every screen.
 *
 * - A reference table (its first column names settings, options, arguments,
 *   hooks and the like, see ENTRY_HEADERS) becomes a list of stacked entries:
 *   the name with its short columns (type, default) on one line, the longer
 *   columns below it. A description column that wraps in a narrow cell reads
 *   as a paragraph instead, and the list cannot be wider than the column.
 * - Every other table keeps its shape; each body cell gets its column's
 *   header text as `data-label`, so that on a narrow screen custom.css stacks
 *   the rows into cards that show the label beside each value.
 *
 * It runs on the HTML tree of every docs page of every version and of the
 * blog, so the pages' Markdown stays a plain table.
 */
type Properties = Record<string, unknown>;
export type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Properties;
  children?: HastNode[];
};

/** First-column headers that mark a table of named things with their properties. */
export const ENTRY_HEADERS = new Set([
  'argument',
  'attribute',
  'class',
  'extra',
  'field',
  'function',
  'hook',
  'key',
  'member',
  'method',
  'name',
  'option',
  'parameter',
  'setting',
]);

/** Last-column headers that describe the entry: shown below it without a label. */
const DESCRIPTION_HEADERS = new Set(['what it does', 'meaning', 'what it holds', 'description', 'role', 'used for']);

/** A column whose cells all have at most this many characters sits on the name's line (not the description). */
const SHORT_CELL = 32;

const el = (tagName: string, properties: Properties, children: HastNode[]): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): HastNode => ({type: 'text', value});

export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

const elements = (node: HastNode | undefined, tagName: string): HastNode[] =>
  (node?.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName);

function rowsOf(table: HastNode): {head: HastNode[]; body: HastNode[][]} | null {
  const headRow = elements(elements(table, 'thead')[0], 'tr')[0];
  if (!headRow) return null;
  const head = elements(headRow, 'th');
  const body = elements(table, 'tbody').flatMap((tbody) => elements(tbody, 'tr').map((tr) => elements(tr, 'td')));
  return {head, body};
}

const headerText = (cell: HastNode | undefined): string => (cell ? textOf(cell).trim().toLowerCase() : '');

export function isEntryTable(head: HastNode[]): boolean {
  return head.length >= 2 && ENTRY_HEADERS.has(headerText(head[0]).replace(/s$/, ''));
}

function entriesOf(head: HastNode[], body: HastNode[][]): HastNode {
  const last = head.length - 1;
  const isDescription = (column: number) => column === last && DESCRIPTION_HEADERS.has(headerText(head[column]));
  const inline = head.map(
    (_, column) =>
      column > 0 &&
      !isDescription(column) &&
      body.every((row) => textOf(row[column] ?? text('')).trim().length <= SHORT_CELL),
  );
  const label = (column: number) => el('span', {className: ['entry__label']}, head[column]?.children ?? []);
  const entries = body.map((row) => {
    const line: HastNode[] = [el('span', {className: ['entry__name']}, row[0]?.children ?? [])];
    const below: HastNode[] = [];
    for (let column = 1; column < head.length; column += 1) {
      const content = row[column]?.children ?? [];
      if (textOf(row[column] ?? text('')).trim() === '') continue;
      if (inline[column]) {
        line.push(text(' '), el('span', {className: ['entry__meta']}, [label(column), text(' '), ...content]));
      } else if (isDescription(column)) {
        below.push(el('dd', {}, content));
      } else {
        below.push(el('dd', {className: ['entry__detail']}, [label(column), text(' '), ...content]));
      }
    }
    return el('div', {className: ['entry']}, [el('dt', {}, line), ...below]);
  });
  return el('dl', {className: ['entries']}, entries);
}

function labelCells(head: HastNode[], body: HastNode[][]): void {
  const labels = head.map((cell) => textOf(cell).trim());
  for (const row of body) {
    row.forEach((cell, column) => {
      cell.properties = {...cell.properties, dataLabel: labels[column] ?? ''};
    });
  }
}

function visit(node: HastNode): void {
  const children = node.children;
  if (!children) return;
  children.forEach((child, index) => {
    if (child.type === 'element' && child.tagName === 'table') {
      const rows = rowsOf(child);
      if (!rows) return;
      if (isEntryTable(rows.head)) children[index] = entriesOf(rows.head, rows.body);
      else labelCells(rows.head, rows.body);
      return;
    }
    visit(child);
  });
}

export default function rehypeFittingTables() {
  return (tree: HastNode): void => visit(tree);
}
