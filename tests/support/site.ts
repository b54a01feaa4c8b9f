/**
 * The route inventory of the whole site for the tests: every docs page of every
 * version (read through scripts/lib/site-facts.ts, the one reader of
 * facts/site.json), every blog post and every fixed page.
 */
export {
  ROOT,
  SITE,
  docRoutes,
  pagesOf,
  titlesOf,
  versionBase,
  versionDir,
  versionsOf,
  type AreaName,
  type DocRoute,
  type SiteFacts,
} from '../../scripts/lib/site-facts';

export const BLOG_PAGE_COUNT = 6;

export function fixedRoutes(): {route: string; heading: string}[] {
  const routes = [
    {route: '/', heading: 'Write the schema first'},
    {route: '/community', heading: 'Community'},
    {route: '/search', heading: 'Search'},
    {route: '/upgrade', heading: 'Upgrade guide'},
    {route: '/blog/archive', heading: 'Archive'},
    {route: '/blog', heading: 'Blog'},
  ];
  for (let page = 2; page <= BLOG_PAGE_COUNT; page += 1)
    routes.push({route: `/blog/page/${page}`, heading: `Blog, page ${page}`});
  return routes;
}
