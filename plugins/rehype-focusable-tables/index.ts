/**
 * rehype-focusable-tables: wide tables scroll sideways inside the page; a
 * keyboard user can only scroll a region that takes focus, so every Markdown
 * table gets `tabindex="0"`.
 */
type Node = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[]};

function visit(node: Node): void {
  if (node.type === 'element' && node.tagName === 'table') {
    node.properties = {...node.properties, tabIndex: 0};
  }
  node.children?.forEach(visit);
}

export default function rehypeFocusableTables() {
  return (tree: Node): void => visit(tree);
}
