/**
 * DocSearch's modal shows its error screen only for a moment: the status it
 * sets on a failed search is reset to idle when the request settles, and the
 * rejection escapes as an unhandled error. For the modal, the local client is
 * wrapped so a failed search answers with empty results and reports the
 * failure before DocSearch sees them; the SearchBar then shows the error
 * screen alone, in place of DocSearch's "No results" screen.
 */
import type {LocalSearchClient} from './inBrowserSearch';
import type {SearchResponse} from './shardSearch';

type SearchInput = Parameters<LocalSearchClient['search']>[0];

function emptyResults(input: SearchInput): {results: SearchResponse[]} {
  const requests = Array.isArray(input) ? input : ((input as {requests?: unknown[]})?.requests ?? []);
  return {
    results: requests.map(() => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 0,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      query: '',
      params: '',
      index: '',
      queryID: '',
    })),
  };
}

export function reportingFailures(client: LocalSearchClient, onOutcome: (failed: boolean) => void): LocalSearchClient {
  return {
    ...client,
    async search(input: SearchInput) {
      try {
        const answer = await client.search(input);
        onOutcome(false);
        return answer;
      } catch {
        onOutcome(true);
        return emptyResults(input);
      }
    },
  };
}
