/**
 * Tokenising for code-heavy English documentation. Identifiers are kept whole
 * and also split into their words, so `make_executable_schema` is found by the
 * whole name, by a prefix of it (`make_exec`) and by "executable schema";
 * `QueryType` by `querytype` and by "query type". Every term is reduced to its
 * English stem (Porter's algorithm), at indexing and at query time alike, so
 * "testing", "tests" and "tested" find each other.
 */
import {stemmer} from 'stemmer';

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Words a question is phrased with that say nothing of what is sought
 * ("how do I upload a file"). Dropped from queries unless the query has
 * nothing else; pages are indexed with them.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its me my not of on or ' +
    'should so than that the their then there these this to was what when where which why will with ' +
    'would you your'
  ).split(' '),
);

function splitIdentifier(token: string): string[] {
  // "GraphQL" and "GraphiQL" are one word each in this project's names (GraphQLHTTPHandler → graphql,
  // http, handler; ExplorerGraphiQL → explorer, graphiql).
  return token
    .replace(/GraphQL/g, 'Graphql')
    .replace(/GraphiQL/g, 'Graphiql')
    .split('_')
    .flatMap((part) => part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u))
    .filter(Boolean);
}

/**
 * Stems already worked out. Highlighting a hit stems every word of its text
 * until the first match, and the same words come back with every keystroke;
 * Porter's algorithm is a chain of regular expressions, a lookup is not.
 * Cleared when full, so it never grows past a few thousand short strings.
 */
const STEMS = new Map<string, string>();
const STEMS_KEPT = 20_000;

/** The form a lower-case word is indexed and searched under. */
export function stem(term: string): string {
  // Identifiers and words with digits are names, not English: kept as they are.
  if (term.length < 3 || /[_\d]/.test(term)) return term;
  let stemmed = STEMS.get(term);
  if (stemmed === undefined) {
    if (STEMS.size >= STEMS_KEPT) STEMS.clear();
    stemmed = stemmer(term);
    STEMS.set(term, stemmed);
  }
  return stemmed;
}

/**
 * The terms of each word already seen while indexing. A shard repeats its
 * words many times over (every record also carries its page's headings), and
 * splitting a word into an identifier's parts is a chain of regular
 * expressions. Cleared when full, like STEMS.
 */
const WORD_TERMS = new Map<string, readonly string[]>();
const WORD_TERMS_KEPT = 50_000;

/** The terms of one word as written: the word lower-case, then each part of it if it is an identifier. */
function termsOfWord(written: string): readonly string[] {
  let terms = WORD_TERMS.get(written);
  if (terms === undefined) {
    const word = written.replace(/^_+|_+$/g, '');
    const parts = word ? splitIdentifier(word) : [];
    terms = !word ? [] : parts.length > 1 ? [word, ...parts].map((term) => term.toLowerCase()) : [word.toLowerCase()];
    if (WORD_TERMS.size >= WORD_TERMS_KEPT) WORD_TERMS.clear();
    WORD_TERMS.set(written, terms);
  }
  return terms;
}

/** Terms a text is indexed under: every word, and the parts of every identifier, lower-case, unstemmed. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) terms.push(...termsOfWord(match[0]));
  return terms;
}

/** Terms of a query: each word whole and lower-case, so an identifier being typed stays one term. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const match of query.matchAll(WORD)) {
    const word = match[0].replace(/^_+|_+$/g, '').toLowerCase();
    if (word) terms.push(word);
  }
  return terms;
}

/** The query terms worth searching for: without stop words, unless nothing else is left. */
export function meaningfulTerms(terms: readonly string[]): string[] {
  const kept = terms.filter((term) => !STOP_WORDS.has(term));
  return kept.length > 0 ? kept : [...terms];
}
