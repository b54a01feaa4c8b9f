/**
 * How the search modal lays out a page of hits: in groups by category (the
 * hit's lvl0, "Docs" or "Blog"), in the order of each group's first hit, at
 * most five per group; inside a group the hits of one page together, a
 * section's hit hanging under its page's hit when that is in the group too.
 * DocSearch 3.9 lays hits out the same way, so a hosted index and the local
 * one read alike. The relevance bench ranks by this order: what it scores is
 * what the reader sees first.
 */
import type {Hierarchy, RecordType} from './types';

/** The fields of a hit the layout reads. */
export type GroupableHit = {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  _highlightResult?: {hierarchy?: Partial<Record<string, {value: string}>>};
};

export type GroupedHit<T> = {
  hit: T;
  /** The page's own hit in the same group, when this one is a section of it. */
  parent: T | null;
  /** Whether the next hit of the group hangs under the same page (the tree line goes on). */
  treeContinues: boolean;
};

export type HitGroup<T> = {title: string; items: GroupedHit<T>[]};

export const RESULTS_PER_GROUP = 5;

function withoutTags(html: string): string {
  return html.replace(/<\/?mark>/g, '');
}

/** The category a hit is grouped under, as text. */
export function categoryOf(hit: GroupableHit): string {
  const highlighted = hit._highlightResult?.hierarchy?.lvl0?.value;
  return highlighted !== undefined ? withoutTags(highlighted) : (hit.hierarchy.lvl0 ?? '');
}

export function groupHits<T extends GroupableHit>(hits: readonly T[], perGroup = RESULTS_PER_GROUP): HitGroup<T>[] {
  const categories = new Map<string, T[]>();
  for (const hit of hits) {
    const category = categoryOf(hit);
    const members = categories.get(category) ?? [];
    if (members.length < perGroup) members.push(hit);
    categories.set(category, members);
  }
  return [...categories].map(([title, members]) => {
    // The hits of one page together, pages in the order of their first hit.
    const pages = new Map<string, T[]>();
    for (const hit of members) {
      const page = hit.hierarchy.lvl1 ?? '';
      pages.set(page, [...(pages.get(page) ?? []), hit]);
    }
    const items: GroupedHit<T>[] = [];
    for (const pageHits of pages.values()) {
      const pageHit = pageHits.find((hit) => hit.type === 'lvl1') ?? null;
      pageHits.forEach((hit, index) => {
        const parent = hit.type !== 'lvl1' ? pageHit : null;
        const next = pageHits[index + 1];
        items.push({hit, parent, treeContinues: Boolean(parent && next && next.type !== 'lvl1')});
      });
    }
    return {title, items};
  });
}

/** The hits in the order the modal shows them. */
export function displayOrder<T extends GroupableHit>(hits: readonly T[], perGroup = RESULTS_PER_GROUP): T[] {
  return groupHits(hits, perGroup).flatMap((group) => group.items.map((item) => item.hit));
}
