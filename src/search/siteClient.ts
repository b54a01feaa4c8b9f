/**
 * The one search client of the page: the local index client, created on first
 * use and kept for the life of the tab, unless the build was configured with a
 * hosted DocSearch index (then `null`, and the theme uses Algolia's client).
 */
import {createLocalSearchClient, parseFacetFilters, type LocalSearchClient} from './client';

let client: LocalSearchClient | null = null;

export function isHostedSearch(customFields: Record<string, unknown> | undefined): boolean {
  return customFields?.hostedSearch === true;
}

export function getLocalSearchClient(baseUrl: string): LocalSearchClient {
  client ??= createLocalSearchClient({baseUrl});
  return client;
}

/** The docusaurus_tag values of a facet filter list, for preloading their shards. */
export function tagsOfFilters(filters: unknown): string[] {
  const groups = parseFacetFilters(filters as Parameters<typeof parseFacetFilters>[0]);
  return groups.flat().filter(([attribute]) => attribute === 'docusaurus_tag').map(([, value]) => value);
}
