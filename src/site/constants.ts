/**
 * Site-wide constants. The specification fixes several of them (copyright year,
 * breakpoints, search limits); keep them here so config, components and tests agree.
 */
export const SITE_TITLE = 'Ariadne';
export const SITE_TAGLINE = 'Python GraphQL, schema-first';
export const SITE_URL = 'https://ariadnegraphql.org';
export const BASE_URL = '/';

/** The specification's copyright year: a constant, not the current year. */
export const COPYRIGHT_YEAR = 2025;

export const SERVER_REPO_URL = 'https://github.com/mirumee/ariadne';
export const CLIENT_REPO_URL = 'https://github.com/mirumee/ariadne-codegen';
export const MODULES_REPO_URL = 'https://github.com/mirumee/ariadne-graphql-modules';
export const PROXY_REPO_URL = 'https://github.com/mirumee/ariadne-graphql-proxy';
export const DISCUSSIONS_URL = 'https://github.com/mirumee/ariadne/discussions';
export const CONTACT_EMAIL = 'hello@mirumee.com';

/**
 * The repository holding this site's sources: "Edit this page" opens a page's file there
 * and "Report a problem" a new issue. The default is the repository the navbar links;
 * SITE_REPOSITORY_URL overrides it at build time (src/site/env.ts).
 */
export const SITE_REPOSITORY = {url: SERVER_REPO_URL, branch: 'main'} as const;

/** Announcement bar: change the id whenever the text changes, so readers who dismissed the old one see it. */
export const ANNOUNCEMENT = {
  id: 'ariadne-0-25-sse-relay',
  // The short form is what a phone shows (src/css/custom.css), so the bar keeps to one line there.
  content:
    '<span class="announcement-long">Ariadne 0.25 brings subscriptions over Server-Sent Events and Relay connections. <a href="/server/subscriptions">Read about subscriptions</a>.</span>' +
    '<span class="announcement-short">Ariadne 0.25: <a href="/server/subscriptions">subscriptions over SSE</a></span>',
};

/** Docs plugin ids and route bases, as the specification names them. */
export const SERVER_DOCS = {id: 'server', routeBasePath: 'server'} as const;
export const CLIENT_DOCS = {id: 'client', routeBasePath: 'client'} as const;

/** Search (DocSearch) settings from the specification. */
export const SEARCH_PAGE_PATH = 'search';
