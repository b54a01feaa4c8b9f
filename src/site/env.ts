/**
 * Build-time settings a deployer gives through environment variables.
 * Every variable is optional; a missing or empty one means "off" or "local".
 */
import {sitePartFrom} from './parts';
import {SITE_REPOSITORY} from './constants';

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

/** A repository address as SITE_REPOSITORY_URL gives it: an http(s) address, without a trailing slash. */
export function repositoryUrlFrom(value: string | undefined): string {
  if (value === undefined) return SITE_REPOSITORY.url;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.pathname.replace(/\/+$/, '') === '') {
    throw new Error(
      `SITE_REPOSITORY_URL must be the web address of a repository, such as ${SITE_REPOSITORY.url}; got "${value}".`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The site's source repository ("Edit this page", "Report a problem"); SITE_REPOSITORY_URL overrides the default. */
export const SITE_REPOSITORY_URL = repositoryUrlFrom(read('SITE_REPOSITORY_URL'));
