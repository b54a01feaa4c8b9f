/**
 * rehype-raw only on a page that has raw HTML.
 *
 * For a Markdown (`.md`) page Docusaurus puts rehype-raw first among the
 * rehype plugins, so that HTML written in the Markdown becomes elements. It
 * does that by sending the page's whole HTML tree through an HTML parser
 * (parse5) and back, raw HTML or not, and no docs page of the site has any:
 * 3.5 s of the archive part's bundling thread. `rehypeRawWhenNeeded`, in the
 * `beforeDefaultRemarkPlugins` of the docs areas and the blog, only sets up
 * the processor: before rehype-raw's turn comes, it wraps rehype-raw's entry
 * in the processor's list of plugins, so that a tree with no `raw` node gets
 * only what the parser would change in it (`asParsed`) and any other tree
 * gets rehype-raw as before. Every page of the site builds byte for byte as
 * with rehype-raw on each. Registered in plugins/patch-register: it relies on
 * unified reading each plugin's entry only when it reaches it.
 */
import type {Processor} from 'unified';

/** The name of rehype-raw's plugin function, as Docusaurus adds it. */
export const REHYPE_RAW = 'rehypeRaw';

type Entry = [unknown, ...unknown[]];
type ProcessorInternals = Processor & {attachers: Entry[]};
type Point = {line: number; column: number; offset?: number};
type Tree = {
  type: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Tree[];
  position?: {start: Point; end: Point};
};
type Transform = (tree: Tree, file: unknown) => unknown;
type RawOptions = {passThrough?: string[]} | undefined;

/**
 * Whether the tree has a `raw` node, the one kind rehype-raw turns into elements. The node types it is
 * told to pass through (the MDX nodes the engine adds, such as each page's `export const toc`) it leaves
 * as they are: they need nothing of it.
 */
function hasRawNode(tree: Tree): boolean {
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as Tree;
    if (node.type === 'raw') return true;
    if (node.children) stack.push(...node.children);
  }
  return false;
}

/**
 * What a trip through the HTML parser changes in a tree without raw HTML, done without the parser:
 * each run of adjacent text nodes becomes one (the engine's tree of a tight list item has its text
 * and the line break after it as two nodes, which React would render with an empty comment between
 * them), and a `data-*` property set to `true` (GFM's footnote marks) becomes the empty string an
 * attribute without a value reads as.
 */
export function asParsed(tree: Tree): Tree {
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as Tree;
    if (node.properties) {
      for (const [name, value] of Object.entries(node.properties)) {
        if (value === true && /^data[A-Z]/.test(name)) node.properties[name] = '';
      }
    }
    if (!node.children) continue;
    const joined: Tree[] = [];
    for (const child of node.children) {
      const last = joined.at(-1);
      if (child.type === 'text' && last?.type === 'text') {
        const position =
          last.position && child.position ? {start: last.position.start, end: child.position.end} : undefined;
        joined[joined.length - 1] = {...last, value: `${last.value ?? ''}${child.value ?? ''}`, position};
      } else {
        joined.push(child);
      }
    }
    node.children = joined;
    stack.push(...joined);
  }
  return tree;
}

/** rehype-raw's plugin made to skip a tree with nothing for it to do. */
function whenNeeded(rehypeRaw: (this: Processor, options: RawOptions) => Transform) {
  return function rehypeRawWhenNeeded(this: Processor, options: RawOptions): Transform {
    const transform = rehypeRaw.call(this, options);
    return (tree, file) => (hasRawNode(tree) ? transform(tree, file) : asParsed(tree));
  };
}

export default function rehypeRawWhenNeeded(this: Processor): void {
  const entries = (this as ProcessorInternals).attachers;
  if (!Array.isArray(entries)) {
    throw new Error("rehype-raw-when-needed: the processor has no list of plugins (unified's `attachers`)");
  }
  for (const entry of entries) {
    const plugin = entry[0];
    if (typeof plugin === 'function' && plugin.name === REHYPE_RAW) {
      (entry as unknown[])[0] = whenNeeded(plugin as Parameters<typeof whenNeeded>[0]);
    }
  }
}
