/**
 * Shards travel in a compact form: each page once, as its title and the
 * outline of headings and text in document order. The browser expands it back
 * into the full records, which repeat the page's hierarchy in every record and
 * would cost several times the bytes.
 */
import {HIERARCHY_LEVELS, type Hierarchy, type HierarchyLevel, type RecordType, type SearchRecord} from './types';

/**
 * [level 2–6 of a heading, its anchor, its text, the words of the code under it]
 * or [0, anchor of the section, content text].
 */
export type OutlineEntry = [level: number, anchor: string | null, text: string, code?: string];

/** A page: its path, category, title, outline, and the words of the code above its first heading. */
export type CompactPage = [path: string, lvl0: string, lvl1: string, outline: OutlineEntry[], code?: string];

export type CompactShard = {
  tag: string;
  language: string;
  /** Site origin the page paths are relative to (records carry absolute URLs, as DocSearch's do). */
  origin: string;
  pages: CompactPage[];
};

/** The level of an outline entry that holds a section's text rather than a heading. */
export const CONTENT = 0;

export function expandShard(shard: CompactShard): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const [path, lvl0, lvl1, outline, pageCode] of shard.pages) {
    const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    const push = (type: RecordType, anchor: string | null, content: string | null, code?: string) => {
      const url = `${shard.origin}${path}${anchor ? `#${anchor}` : ''}`;
      const record: SearchRecord = {
        objectID: `${shard.tag}:${path}${anchor ? `#${anchor}` : ''}:${type}`,
        url,
        type,
        hierarchy: {...hierarchy},
        content,
        language: shard.language,
        docusaurus_tag: shard.tag,
      };
      if (code) record.code = code;
      records.push(record);
    };
    push('lvl1', null, null, pageCode);
    for (const [level, anchor, text, code] of outline) {
      if (level === CONTENT) {
        push('content', anchor, text);
        continue;
      }
      const key = HIERARCHY_LEVELS[level] as HierarchyLevel;
      hierarchy[key] = text;
      for (let deeper = level + 1; deeper < HIERARCHY_LEVELS.length; deeper += 1) {
        hierarchy[HIERARCHY_LEVELS[deeper] as HierarchyLevel] = null;
      }
      push(key as RecordType, anchor, null, code);
    }
  }
  return records;
}
