/**
 * Highlighting and snippets in the shape Algolia returns them. Text is escaped
 * first and marks are added around whole words only, so nothing in a record or
 * a query can become markup.
 */
import {escapeHtml} from './escapeHtml';
import {stem} from './tokenize';

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {value: string; matchLevel: MatchLevel; matchedWords: string[]};

export type Tags = {pre: string; post: string};

const WORD = /[\p{L}\p{N}_]+/gu;

/** Whether a lower-case word is one of `terms`, as written or by its stem (the index stores stems). */
function isTerm(word: string, terms: ReadonlySet<string>): boolean {
  return terms.has(word) || terms.has(stem(word));
}

/**
 * Marks every word of `text` that is, or contains as an identifier part, one of
 * `terms` (lower-case words or stems).
 */
export function highlight(text: string, terms: ReadonlySet<string>, tags: Tags): HighlightResult {
  if (terms.size === 0) return {value: escapeHtml(text), matchLevel: 'none', matchedWords: []};
  let value = '';
  let last = 0;
  const matched = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    const lower = word.toLowerCase();
    const hit = isTerm(lower, terms) || isTerm(lower.replace(/^_+|_+$/g, ''), terms);
    if (hit) {
      value += escapeHtml(text.slice(last, start)) + tags.pre + escapeHtml(word) + tags.post;
      last = start + word.length;
      matched.add(lower);
      continue;
    }
    const parts = lower.split('_').filter((part) => isTerm(part, terms));
    if (parts.length > 0 && lower.includes('_')) {
      value += escapeHtml(text.slice(last, start));
      value += word
        .split(/(_)/)
        .map((piece) =>
          isTerm(piece.toLowerCase(), terms) ? tags.pre + escapeHtml(piece) + tags.post : escapeHtml(piece),
        )
        .join('');
      last = start + word.length;
      parts.forEach((part) => matched.add(part));
    }
  }
  value += escapeHtml(text.slice(last));
  const matchLevel: MatchLevel = matched.size === 0 ? 'none' : matched.size >= terms.size ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched]};
}

/**
 * A window of `words` words around the first matching word, highlighted, with
 * the ellipsis where text was cut.
 */
export function snippet(
  text: string,
  terms: ReadonlySet<string>,
  words: number,
  tags: Tags,
  ellipsis = '…',
): HighlightResult {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) return highlight(tokens.join(' '), terms, tags);
  const isMatch = (token: string) =>
    [...token.toLowerCase().matchAll(WORD)].some(
      ([word]) => isTerm(word, terms) || word.split('_').some((part) => isTerm(part, terms)),
    );
  const first = Math.max(0, tokens.findIndex(isMatch));
  const start = Math.min(Math.max(0, first - Math.floor(words / 3)), tokens.length - words);
  const window = tokens.slice(start, start + words).join(' ');
  const result = highlight(window, terms, tags);
  const before = start > 0 ? ellipsis + ' ' : '';
  const after = start + words < tokens.length ? ' ' + ellipsis : '';
  return {...result, value: escapeHtml(before) + result.value + escapeHtml(after)};
}
