/**
 * Build-time settings a deployer gives through environment variables.
 * Every variable is optional; a missing or empty one means "off" or "local".
 */
import {sitePartFrom} from './parts';

function read(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/**
 * Which part of the site to build (src/site/parts.ts): `main`, `archive`, or
 * unset for everything at once. `npm run build` builds both parts and merges them.
 */
export const SITE_PART = sitePartFrom(read('SITE_PART'));

/** Google tag id (for example G-XXXXXXX). Without it no analytics code loads. */
export const GTAG_TRACKING_ID = read('GTAG_TRACKING_ID');

/**
 * Hosted DocSearch (Algolia). All three must be set to use it; otherwise the site
 * searches its own build-time index in the browser.
 */
const algoliaAppId = read('ALGOLIA_APP_ID');
const algoliaApiKey = read('ALGOLIA_API_KEY');
const algoliaIndexName = read('ALGOLIA_INDEX_NAME');

export const HOSTED_SEARCH =
  algoliaAppId && algoliaApiKey && algoliaIndexName
    ? {appId: algoliaAppId, apiKey: algoliaApiKey, indexName: algoliaIndexName}
    : undefined;

const partialAlgolia = [algoliaAppId, algoliaApiKey, algoliaIndexName].filter(Boolean).length;
if (partialAlgolia > 0 && !HOSTED_SEARCH) {
  throw new Error(
    'Hosted search needs ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME together; ' +
      'set all three, or none to use the built-in search.',
  );
}
