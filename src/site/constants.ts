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

export const GITHUB_ORG_URL = 'https://github.com/mirumee';
export const SERVER_REPO_URL = 'https://github.com/mirumee/ariadne';
export const CLIENT_REPO_URL = 'https://github.com/mirumee/ariadne-codegen';
export const MODULES_REPO_URL = 'https://github.com/mirumee/ariadne-graphql-modules';
export const PROXY_REPO_URL = 'https://github.com/mirumee/ariadne-graphql-proxy';
export const DISCUSSIONS_URL = 'https://github.com/mirumee/ariadne/discussions';
export const CONTACT_EMAIL = 'hello@mirumee.com';

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
export const SIDEBAR_ID = 'tutorialSidebar';

/** Search (DocSearch) settings from the specification. */
export const SEARCH_PAGE_PATH = 'search';
