/**
 * The route inventory of the whole site, derived from facts/site.json: every
 * docs page of every version, every blog post and every fixed page.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

type VersionPages = {
  source_tag: string;
  same_pages_as?: string;
  titles?: Record<string, string>;
  sidebar?: {category: string; pages: string[]}[];
  not_in_sidebar?: string[];
};

type Area = {versions: string[]; latest: string; pages: Record<string, VersionPages>};

export type SiteFacts = {
  server: Area;
  client: Area;
  blog_posts: {date: string; slug: string; title: string; route: string}[];
};

export const SITE: SiteFacts = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/site.json'), 'utf8'));

export type AreaName = 'server' | 'client';

export function pagesOf(area: AreaName, version: string): VersionPages {
  let entry = SITE[area].pages[version];
  if (!entry) throw new Error(`unknown ${area} version ${version}`);
  while (entry.same_pages_as) entry = SITE[area].pages[entry.same_pages_as];
  return entry;
}

export function titlesOf(area: AreaName, version: string): Record<string, string> {
  const titles = pagesOf(area, version).titles;
  if (!titles) throw new Error(`no titles for ${area} ${version}`);
  return titles;
}

/** Every version of an area, `next` included, newest first. */
export function versionsOf(area: AreaName): string[] {
  return ['next', ...SITE[area].versions];
}

export function versionBase(area: AreaName, version: string): string {
  if (version === SITE[area].latest) return `/${area}`;
  return `/${area}/${version}`;
}

/** Where a version's Markdown files live in the repository. */
export function versionDir(area: AreaName, version: string): string {
  return version === 'next' ? path.join(ROOT, area) : path.join(ROOT, `${area}_versioned_docs`, `version-${version}`);
}

export type DocRoute = {area: AreaName; version: string; id: string; title: string; route: string};

export function docRoutes(): DocRoute[] {
  const routes: DocRoute[] = [];
  for (const area of ['server', 'client'] as const) {
    for (const version of versionsOf(area)) {
      for (const [id, title] of Object.entries(titlesOf(area, version))) {
        routes.push({area, version, id, title, route: `${versionBase(area, version)}/${id}`});
      }
    }
  }
  return routes;
}

export const BLOG_PAGE_COUNT = 6;
export const BLOG_POSTS_PER_PAGE = 10;

export function fixedRoutes(): {route: string; heading: string}[] {
  const routes = [
    {route: '/', heading: 'Write the schema first'},
    {route: '/community', heading: 'Community'},
    {route: '/search', heading: 'Search'},
    {route: '/blog/archive', heading: 'Archive'},
    {route: '/blog', heading: 'Blog'},
  ];
  for (let page = 2; page <= BLOG_PAGE_COUNT; page += 1)
    routes.push({route: `/blog/page/${page}`, heading: `Blog, page ${page}`});
  return routes;
}
