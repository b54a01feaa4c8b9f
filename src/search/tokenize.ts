/**
 * Tokenising for code-heavy documentation. Identifiers are kept whole and also
 * split into their words, so `make_executable_schema` is found by the whole
 * name, by a prefix of it (`make_exec`) and by "executable schema"; `QueryType`
 * by `querytype` and by "query type".
 */
const WORD = /[\p{L}\p{N}_]+/gu;

function splitIdentifier(token: string): string[] {
  // "GraphQL" is one word in this project's names (GraphQLHTTPHandler → graphql, http, handler).
  return token
    .replace(/GraphQL/g, 'Graphql')
    .split('_')
    .flatMap((part) => part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u))
    .filter(Boolean);
}

/** Terms a text is indexed under: every word, and the parts of every identifier. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/^_+|_+$/g, '');
    if (!word) continue;
    terms.push(word.toLowerCase());
    const parts = splitIdentifier(word);
    if (parts.length > 1) for (const part of parts) terms.push(part.toLowerCase());
  }
  return terms;
}

/** Terms of a query: each word whole, so an identifier being typed stays one term. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const match of query.matchAll(WORD)) {
    const word = match[0].replace(/^_+|_+$/g, '').toLowerCase();
    if (word) terms.push(word);
  }
  return terms;
}
