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
 * `compute` with its answers kept, for the strings search meets over and over
 * (the same few thousand words in every shard and on every keystroke), where
 * `compute` is a chain of regular expressions and a lookup is not. The store
 * is emptied when it holds `kept` answers, so it never grows past that.
 */
export function remembered<T>(compute: (key: string) => T, kept: number): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(key);
      if (answers.size >= kept) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
}

/** Porter's stems, kept: highlighting a hit stems every word of its text until the first match, on every keystroke. */
const stemOf = remembered(stemmer, 20_000);

/** The form a lower-case word is indexed and searched under. */
export function stem(term: string): string {
  // Identifiers and words with digits are names, not English: kept as they are.
  if (term.length < 3 || /[_\d]/.test(term)) return term;
  return stemOf(term);
}

/**
 * The terms of one word as written: the word lower-case, then each part of it if it is an identifier.
 * Kept: a shard repeats its words many times over (every record also carries its page's headings).
 */
const termsOfWord = remembered((written): readonly string[] => {
  const word = written.replace(/^_+|_+$/g, '');
  if (!word) return [];
  const parts = splitIdentifier(word);
  return (parts.length > 1 ? [word, ...parts] : [word]).map((term) => term.toLowerCase());
}, 50_000);

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
