/**
 * The pages a mistyped address most likely meant, by edit distance over the
 * page paths of a version. Only the not-found page's suggestions use it, so
 * the edit distance code loads with them and not with every page.
 */
import {distance} from 'fastest-levenshtein';
import {pageOf, type AreaVersion, type DocRef} from './docVersions';

/**
 * The pages of `version` whose path is closest to `page` by edit distance,
 * at most `limit`, only those near enough to be a typo of it: at most a
 * third of the longer name's letters apart (and at least 2 allowed).
 */
export function closestPages(version: AreaVersion, page: string, limit = 3): DocRef[] {
  const wanted = page.toLowerCase();
  if (!wanted) return [];
  return version.docs
    .map((doc) => {
      const candidate = pageOf(version, doc.path);
      const last = candidate.split('/').pop() ?? candidate;
      const score = Math.min(distance(wanted, candidate), distance(wanted, last));
      return {doc, candidate, score};
    })
    .filter(({candidate, score}) => score <= Math.max(2, Math.floor(Math.max(wanted.length, candidate.length) / 3)))
    .sort((a, b) => a.score - b.score || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, limit)
    .map(({doc}) => doc);
}
