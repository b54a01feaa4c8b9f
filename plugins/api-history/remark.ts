/**
 * remark-api-history, a remark plugin for the server docs of every version:
 *
 * - on an API reference page, under each entry heading, a line of badges:
 *   "Added in X" (the first release whose facts list the name), "Removed in Y"
 *   (the first later release whose facts no longer list it, on older
 *   versions) and "Deprecated" where the source at the version's tag marks it
 *   (facts/deprecations.json);
 * - on every page, inline code that names a public name with an entry in that
 *   version's reference links to the entry (not inside headings, links or code
 *   blocks, and not a name inside its own entry).
 *
 * Everything comes from facts/ at build time; an entry naming something the
 * version's facts lack stops the build (referenceIndex.ts).
 */
import {
  API_FACTS,
  DEPRECATIONS,
  SERVER_VERSIONS,
  cachedEntriesOf,
  entryNames,
  entryUrl,
  locate,
  REFERENCE_MODULES,
  type Entry,
} from './referenceIndex';
import {addedIn, releasesOldestFirst, removedIn, type QualifiedName} from '../../src/apiHistory/history';

type MdNode = {
  type: string;
  value?: string;
  depth?: number;
  url?: string;
  children?: MdNode[];
  data?: {hName?: string; hProperties?: Record<string, unknown>};
};

const namesOf = (version: string) => API_FACTS[version]?.modules;

/** The badge texts of a name at a version (the order is the order they show in). */
export function badgesOf(
  version: string,
  q: QualifiedName,
): {kind: 'added' | 'removed' | 'deprecated'; text: string; title: string}[] {
  const badges: {kind: 'added' | 'removed' | 'deprecated'; text: string; title: string}[] = [];
  const added = addedIn(namesOf, SERVER_VERSIONS, q);
  const oldest = releasesOldestFirst(SERVER_VERSIONS)[0];
  if (added === 'next') {
    badges.push({
      kind: 'added',
      text: 'Not yet released',
      title: `${q.module}.${q.name} is new in the development version.`,
    });
  } else if (added) {
    const earliest = added === oldest;
    badges.push({
      kind: 'added',
      text: earliest ? `Added in ${added} or earlier` : `Added in ${added}`,
      title: earliest
        ? `${q.module}.${q.name} is in ${added}, the oldest version documented here.`
        : `${q.module}.${q.name} first appears in ${added}.`,
    });
  }
  const removed = removedIn(namesOf, SERVER_VERSIONS, q, version);
  if (removed) {
    badges.push({
      kind: 'removed',
      text: `Removed in ${removed}`,
      title: `${q.module} no longer has ${q.name} in ${removed}.`,
    });
  }
  const deprecated = DEPRECATIONS[version]?.[q.module]?.[q.name];
  if (deprecated) {
    badges.push({
      kind: 'deprecated',
      text: 'Deprecated',
      title: `Marked deprecated in the source of ${version} (${deprecated.source}).`,
    });
  }
  return badges;
}

const BADGE_CLASS = {added: 'badge--success', removed: 'badge--danger', deprecated: 'badge--warning'} as const;

function badgeLine(version: string, module: string, names: string[]): MdNode {
  const seen = new Set<string>();
  const children: MdNode[] = [];
  for (const name of names) {
    for (const badge of badgesOf(version, {module, name})) {
      const text = names.length > 1 && badge.kind !== 'added' ? `${name}: ${badge.text}` : badge.text;
      if (seen.has(text)) continue;
      seen.add(text);
      if (children.length > 0) children.push({type: 'text', value: ' '});
      children.push({
        type: 'emphasis',
        data: {hName: 'span', hProperties: {className: ['badge', BADGE_CLASS[badge.kind]], title: badge.title}},
        children: [{type: 'text', value: text}],
      });
    }
  }
  return {
    type: 'paragraph',
    data: {hProperties: {className: ['api-history'], 'data-api-history': names.join(' ')}},
    children,
  };
}

function toText(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(toText).join('');
}

/** The name an inline code span refers to: `name`, `name()` or `module.name`. */
function referredName(code: string, index: Map<string, Entry[]>): string | null {
  const bare = code.replace(/\(\)$/, '');
  if (index.has(bare)) return bare;
  for (const module of Object.values(REFERENCE_MODULES)) {
    if (bare.startsWith(`${module}.`) && index.has(bare.slice(module.length + 1))) {
      const name = bare.slice(module.length + 1);
      if (index.get(name)?.some((entry) => entry.module === module)) return name;
    }
  }
  return null;
}

export default function remarkApiHistory() {
  return (tree: MdNode, file: {path?: string}): void => {
    const where = file.path ? locate(file.path) : null;
    if (!where) return;
    const {version, page} = where;
    const entries = cachedEntriesOf(version);
    const index = new Map<string, Entry[]>();
    for (const entry of entries) {
      for (const name of entry.names) index.set(name, [...(index.get(name) ?? []), entry]);
    }
    const module = REFERENCE_MODULES[page];
    let ownEntry: string[] = [];

    const link = (node: MdNode): MdNode => {
      const name = node.value ? referredName(node.value, index) : null;
      if (!name || ownEntry.includes(name)) return node;
      const targets = index.get(name) ?? [];
      const target = targets.find((entry) => entry.page === page) ?? targets[0];
      if (!target) return node;
      const url = target.page === page ? `#${target.anchor}` : entryUrl(version, target);
      return {type: 'link', url, children: [node]};
    };
    const walk = (node: MdNode): void => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type === 'inlineCode') return link(child);
        if (child.type !== 'heading' && child.type !== 'link' && child.type !== 'linkReference') walk(child);
        return child;
      });
    };

    const top = tree.children ?? [];
    const out: MdNode[] = [];
    for (const node of top) {
      if (node.type === 'heading') {
        out.push(node);
        if (module && node.depth === 3) {
          ownEntry = entryNames(toText(node));
          out.push(badgeLine(version, module, ownEntry));
        } else if ((node.depth ?? 0) <= 3) {
          ownEntry = [];
        }
        continue;
      }
      walk(node);
      out.push(node);
    }
    tree.children = out;
  };
}
