/**
 * The search engine: MiniSearch over DocSearch-shaped records, with prefix
 * matching on the word being typed, typo tolerance on longer words, English
 * stemming, a few readers' words mapped to the words these pages use for the
 * same thing ("async" finds "asynchronous"), and ranking rules that hold for
 * any query:
 * - where a word matches: a page title or heading above the headings it sits
 *   under, those above body text, body text above the code examples;
 * - docs above blog posts: a post must match much better than a docs page to
 *   come first, unless the query is about a release (a version number, or
 *   words such as "release" or "changelog");
 * - the docs being read (the request's optional filters) above the other area;
 * - equal scores in one fixed order (docs before the blog, then by address),
 *   whichever shard arrived first.
 */
import MiniSearch, {type Options, type Query, type SearchResult} from 'minisearch';
import {indexTerms, meaningfulTerms, queryTerms, remembered, stem} from './tokenize';
import {HIERARCHY_LEVELS, type RecordType, type SearchRecord} from './types';

type IndexedDocument = {id: number; heading: string; parents: string; outline: string; content: string; code: string};

/** How much more a match counts by where it is. */
const FIELD_BOOST = {heading: 4, parents: 1.3, outline: 0.5, content: 1, code: 0.3};
const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 1.8,
  lvl2: 1.4,
  lvl3: 1.25,
  lvl4: 1.1,
  lvl5: 1,
  lvl6: 1,
  content: 1,
};

/** The blog's docusaurus_tag (DocSearch's name for pages outside the docs). */
export const BLOG_TAG = 'default';
/** A post's score is multiplied by this, unless the query is about a release. */
const BLOG_WEIGHT = 0.2;
const RELEASE_QUERY = /\b\d+\.\d+|\b(release|released|releases|changelog|announc\w*|upgrad\w*|migrat\w*|new in)\b/i;
/** A record of the docs being read (an optional filter of the request) counts this much more. */
const CONTEXT_WEIGHT = 3;

/**
 * A record of a reference page (a path ending in `-reference`: the listing of
 * a module's names and signatures) counts this much: a guide that explains a
 * name comes before the entry that lists it, unless the entry matches much better.
 */
const REFERENCE_WEIGHT = 0.6;
const REFERENCE_PAGE = /-reference(#|$)/;

/** Fewer docs pages than this with every word of a query: pages with some of the words follow them. */
const FEW_PAGES = 3;

/** Words shorter than this get no typo tolerance (too many false friends). */
const FUZZY_MIN_LENGTH = 5;

export type EngineHit = {
  record: SearchRecord;
  /** The address of the record's page: its URL without the fragment. */
  page: string;
  terms: string[];
  score: number;
};

/** What the ranking reads of a record on every query, worked out once as it is indexed. */
type RecordFacts = {page: string; typeBoost: number; blog: boolean; reference: boolean};

function pageOf(url: string): string {
  return url.split('#')[0] ?? url;
}

export type RankingContext = {
  /** docusaurus_tag values of the docs being read (Algolia's optionalFilters on docusaurus_tag). */
  preferredTags?: readonly string[];
};

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

/** Equal scores in a fixed order: docs before the blog, then by address and type. */
function compareHits(a: EngineHit, b: EngineHit): number {
  if (b.score !== a.score) return b.score - a.score;
  const aBlog = a.record.docusaurus_tag === BLOG_TAG ? 1 : 0;
  const bBlog = b.record.docusaurus_tag === BLOG_TAG ? 1 : 0;
  if (aBlog !== bBlog) return aBlog - bBlog;
  const aId = a.record.objectID;
  const bId = b.record.objectID;
  return aId < bId ? -1 : aId > bId ? 1 : 0;
}

/** A page's weight in the ranking: its best record, plus a share of its other matching records. */
const OTHER_RECORDS_SHARE = 0.1;
/** Hits of one page in the results: the best few, so a long page does not crowd out the next pages. */
const HITS_PER_PAGE = 3;

/**
 * Hits ordered by page, pages by their score (their best record, and a share
 * of the others: a page that treats the subject in several sections comes
 * before one that mentions it once), a page's hits best first.
 */
function byPage(hits: EngineHit[]): EngineHit[] {
  hits.sort(compareHits);
  const pages = new Map<string, {score: number; hits: EngineHit[]}>();
  for (const hit of hits) {
    const page = pages.get(hit.page);
    if (page) {
      page.score += OTHER_RECORDS_SHARE * hit.score;
      if (page.hits.length < HITS_PER_PAGE) page.hits.push(hit);
    } else {
      pages.set(hit.page, {score: hit.score, hits: [hit]});
    }
  }
  // Map order is the order of each page's best hit, which breaks equal page scores deterministically.
  return [...pages.values()].sort((a, b) => b.score - a.score).flatMap((page) => page.hits);
}

/**
 * The query for one word: its stem; the last word is being typed, so it also
 * matches words it begins, as written ("authorizati" begins "authorization",
 * whose stem "author" it does not begin).
 */
function termQuery(term: string, typing: boolean): Query {
  const own = ownTermQuery(term, typing);
  const synonyms = READERS_WORDS[term];
  if (!synonyms) return own;
  return {
    combineWith: 'OR',
    queries: [own, {queries: [...synonyms], prefix: false, boostTerm: () => SYNONYM_WEIGHT}],
  };
}

/**
 * Words readers search with, and the words these pages use for the same thing
 * (each target word is in the docs: "Asynchronous resolvers", "Smallest
 * example", "several modules"). A query word also finds its targets, a little
 * below its own matches.
 */
const READERS_WORDS: Readonly<Record<string, readonly string[]>> = {
  async: ['asynchronous'],
  sync: ['synchronous'],
  minimal: ['smallest'],
  minimum: ['smallest'],
  basic: ['smallest'],
  multiple: ['several'],
  several: ['multiple'],
  config: ['configuration'],
  custom: ['own'],
  dev: ['development'],
  auth: ['authentication', 'authorization'],
  ws: ['websocket'],
};
/** How much a match of a synonym counts against a match of the word itself. */
const SYNONYM_WEIGHT = 0.8;

function ownTermQuery(term: string, typing: boolean): Query {
  if (!typing) return term;
  return {
    combineWith: 'OR',
    queries: [
      // Counts less: a word that also matches by its stem would otherwise count twice.
      {queries: [term], prefix: true, processTerm: asWritten, boostTerm: () => WRITTEN_FORM_WEIGHT},
      {queries: [term], prefix: false},
    ],
  };
}

/** How much a match of the word being typed, as written, adds to the match of its stem. */
const WRITTEN_FORM_WEIGHT = 0.3;

function asWritten(term: string): string {
  return term;
}

/**
 * A word is indexed under its stem and, when that differs, as written (for prefix matching while typing).
 * Kept per term: a shard repeats its terms many times over.
 */
const indexForms = remembered((term): string | readonly string[] => {
  const stemmed = stem(term);
  return stemmed === term ? term : [stemmed, term];
}, 50_000);

/**
 * MiniSearch that finds a term's postings in a map while documents are added,
 * rather than by a walk down its radix tree for every occurrence: a docs shard
 * is some 180,000 term occurrences over a few thousand distinct terms. The
 * tree holds the same postings objects, so searching is unchanged. It relies
 * on MiniSearch adding each occurrence through its index's `fetch` (the
 * "minisearch: term postings" entry of plugins/patch-register), and on this
 * engine never removing a document.
 */
export class ShardIndex<T> extends MiniSearch<T> {
  constructor(options: Options<T>) {
    super(options);
    const tree = this._index;
    const postings = new Map<string, ReturnType<typeof tree.fetch>>();
    const fetch = tree.fetch.bind(tree);
    tree.fetch = (term, initial) => {
      let found = postings.get(term);
      if (found === undefined) {
        found = fetch(term, initial);
        postings.set(term, found);
      }
      return found;
    };
  }
}

export class SearchEngine {
  private readonly records: SearchRecord[] = [];
  private readonly facts: RecordFacts[] = [];
  private readonly loadedTags = new Set<string>();
  private readonly index = new ShardIndex<IndexedDocument>({
    fields: ['heading', 'parents', 'outline', 'content', 'code'],
    storeFields: [],
    tokenize: (text, field) => (field === 'outline' ? this.outlineTerms(text) : indexTerms(text)),
    // MiniSearch only reads the array of forms it is given.
    processTerm: indexForms as (term: string) => string | string[],
    searchOptions: {tokenize: queryTerms, processTerm: stem},
  });

  /** The terms of each page's outline, while a shard is added: every record of the page carries the same outline. */
  private outlineTokens = new Map<string, string[]>();

  private outlineTerms(text: string): string[] {
    let terms = this.outlineTokens.get(text);
    if (terms === undefined) {
      terms = indexTerms(text);
      this.outlineTokens.set(text, terms);
    }
    return terms;
  }

  hasTag(tag: string): boolean {
    return this.loadedTags.has(tag);
  }

  add(tag: string, records: readonly SearchRecord[]): void {
    if (this.loadedTags.has(tag)) return;
    this.loadedTags.add(tag);
    // Each record also carries its page's title and headings, so words spread over a page's sections still find it.
    const headings = new Map<string, string[]>();
    for (const record of records) {
      const page = pageOf(record.url);
      if (record.type === 'content') continue;
      const pageHeadings = headings.get(page) ?? [];
      pageHeadings.push(headingOf(record));
      headings.set(page, pageHeadings);
    }
    const outlines = new Map([...headings].map(([page, pageHeadings]) => [page, pageHeadings.join(' ')]));
    const documents = records.map((record) => {
      const id = this.records.push(record) - 1;
      const page = pageOf(record.url);
      this.facts[id] = {
        page,
        typeBoost: TYPE_BOOST[record.type],
        blog: record.docusaurus_tag === BLOG_TAG,
        reference: REFERENCE_PAGE.test(record.url),
      };
      return {
        id,
        heading: headingOf(record),
        parents: parentsOf(record),
        outline: outlines.get(page) ?? '',
        content: record.content ?? '',
        code: record.code ?? '',
      };
    });
    this.index.addAll(documents);
    this.outlineTokens.clear();
  }

  /**
   * Every record matching all words of the query (or, if none does, any of
   * them), best first, limited to records `accept` lets through.
   */
  search(query: string, accept: (record: SearchRecord) => boolean, context: RankingContext = {}): EngineHit[] {
    const typed = queryTerms(query);
    const terms = meaningfulTerms(typed);
    if (terms.length === 0) return [];
    // The last word is still being typed unless the query ends with a space or it was dropped as a stop word.
    const typingLast = typed[typed.length - 1] === terms[terms.length - 1] && !/\s$/.test(query);
    const blogWeight = RELEASE_QUERY.test(query) ? 1 : BLOG_WEIGHT;
    const preferred = new Set(context.preferredTags ?? []);
    const weightOf = (id: number): number => {
      const record = this.records[id];
      const facts = this.facts[id];
      if (!record || !facts) return 0;
      let weight = facts.typeBoost;
      if (facts.blog) weight *= blogWeight;
      if (facts.reference) weight *= REFERENCE_WEIGHT;
      else if (preferred.has(record.docusaurus_tag)) weight *= CONTEXT_WEIGHT;
      return weight;
    };
    const run = (combineWith: 'AND' | 'OR', tolerateTypos: boolean): SearchResult[] =>
      this.index.search(
        {
          combineWith,
          queries: terms.map((term, position) => termQuery(term, typingLast && position === terms.length - 1)),
        },
        {
          boost: FIELD_BOOST,
          fuzzy: (term) => (tolerateTypos && term.length >= FUZZY_MIN_LENGTH ? 0.2 : false),
          maxFuzzy: 2,
          weights: {fuzzy: 0.4, prefix: 0.7},
          filter: (result) => {
            const record = this.records[result.id as number];
            return record !== undefined && accept(record);
          },
          boostDocument: (id) => weightOf(id as number),
        },
      );
    // Exact and prefix matches first; typo tolerance and then any-word matching
    // only when the stricter search finds nothing (they cost most of the time).
    let results = run('AND', false);
    if (results.length === 0) results = run('AND', true);
    const toHits = (found: SearchResult[]): EngineHit[] =>
      found.map((result) => ({
        record: this.records[result.id as number] as SearchRecord,
        page: this.facts[result.id as number]?.page ?? '',
        terms: result.terms,
        score: result.score,
      }));
    if (terms.length < 2) return byPage(toHits(results));
    const docsPages = new Set(
      results
        .filter((result) => this.records[result.id as number]?.docusaurus_tag !== BLOG_TAG)
        .map((result) => this.facts[result.id as number]?.page),
    );
    const seen = new Set(results.map((result) => result.id as number));
    // Records with some of the words and not all of them (typos tolerated).
    const withSome = () => run('OR', true).filter((result) => !seen.has(result.id as number));
    // No docs page has every word: docs pages with some of them still come before posts that match no better.
    if (docsPages.size === 0) return byPage(toHits([...results, ...withSome()]));
    const complete = byPage(toHits(results));
    if (docsPages.size >= FEW_PAGES) return complete;
    // Few pages have every word (a question asked in more words than any one section uses): the pages
    // with most of them follow, after every page that has them all.
    const shown = new Set(complete.map((hit) => hit.page));
    return [...complete, ...byPage(toHits(withSome())).filter((hit) => !shown.has(hit.page))];
  }
}
