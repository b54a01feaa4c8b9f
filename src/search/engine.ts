/**
 * The in-browser search engine: MiniSearch over DocSearch-shaped records, with
 * prefix matching on the word being typed, typo tolerance on longer words, and
 * ranking that puts page titles and headings above body text.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {indexTerms, queryTerms} from './tokenize';
import {HIERARCHY_LEVELS, type RecordType, type SearchRecord} from './types';

type IndexedDocument = {id: number; heading: string; parents: string; content: string};

/** How much more a match counts by where it is. */
const FIELD_BOOST = {heading: 4, parents: 1.3, content: 1};
const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 1.8,
  lvl2: 1.4,
  lvl3: 1.25,
  lvl4: 1.1,
  lvl5: 1,
  lvl6: 1,
  content: 1,
};

/** Words shorter than this get no typo tolerance (too many false friends). */
const FUZZY_MIN_LENGTH = 5;

export type EngineHit = {record: SearchRecord; terms: string[]; score: number};

function headingOf(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

function parentsOf(record: SearchRecord): string {
  const own = record.type === 'content' ? HIERARCHY_LEVELS.length : HIERARCHY_LEVELS.indexOf(record.type);
  return HIERARCHY_LEVELS.slice(1, own)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ');
}

export class SearchEngine {
  private readonly records: SearchRecord[] = [];
  private readonly loadedTags = new Set<string>();
  private readonly index = new MiniSearch<IndexedDocument>({
    fields: ['heading', 'parents', 'content'],
    storeFields: [],
    tokenize: indexTerms,
    processTerm: (term) => term,
    searchOptions: {tokenize: queryTerms, processTerm: (term) => term},
  });

  hasTag(tag: string): boolean {
    return this.loadedTags.has(tag);
  }

  add(tag: string, records: readonly SearchRecord[]): void {
    if (this.loadedTags.has(tag)) return;
    this.loadedTags.add(tag);
    const documents = records.map((record) => {
      const id = this.records.push(record) - 1;
      return {id, heading: headingOf(record), parents: parentsOf(record), content: record.content ?? ''};
    });
    this.index.addAll(documents);
  }

  /**
   * Every record matching all words of the query (or, if none does, any of
   * them), best first, limited to records `accept` lets through.
   */
  search(query: string, accept: (record: SearchRecord) => boolean): EngineHit[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const last = terms.length - 1;
    const run = (combineWith: 'AND' | 'OR', tolerateTypos: boolean): SearchResult[] =>
      this.index.search(query, {
        combineWith,
        boost: FIELD_BOOST,
        prefix: (_term, index) => index === last,
        fuzzy: (term) => (tolerateTypos && term.length >= FUZZY_MIN_LENGTH ? 0.2 : false),
        maxFuzzy: 2,
        weights: {fuzzy: 0.4, prefix: 0.7},
        filter: (result) => {
          const record = this.records[result.id as number];
          return record !== undefined && accept(record);
        },
        boostDocument: (id) => TYPE_BOOST[this.records[id as number]?.type ?? 'content'],
      });
    // Exact and prefix matches first; typo tolerance and then any-word matching
    // only when the stricter search finds nothing (they cost most of the time).
    let results = run('AND', false);
    if (results.length === 0) results = run('AND', true);
    if (results.length === 0 && terms.length > 1) results = run('OR', true);
    return results.map((result) => ({
      record: this.records[result.id as number] as SearchRecord,
      terms: result.terms,
      score: result.score,
    }));
  }
}
