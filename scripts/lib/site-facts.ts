/**
 * The one reader of facts/site.json: the docs versions of each area, the pages
 * of each version (resolving `same_pages_as`, where a version lists the same
 * pages as another), the route of a version and the blog posts. Build scripts
 * and tests import it; other languages run scripts/site-facts.ts, which
 * prints an area's resolved pages as JSON.
 */
import fs from 'node:fs';
import path from 'node:path';

export type AreaName = 'server' | 'client';

export type VersionPages = {
  source_tag: string;
  same_pages_as?: string;
  titles?: Record<string, string>;
  sidebar?: {category: string; pages: string[]}[];
  not_in_sidebar?: string[];
};

export type Area = {versions: string[]; latest: string; pages: Record<string, VersionPages>};

export type SiteFacts = {
  server: Area;
  client: Area;
  blog_posts: {date: string; slug: string; title: string; route: string}[];
};

export type DocRoute = {area: AreaName; version: string; id: string; title: string; route: string};

export const ROOT = path.resolve(__dirname, '../..');

export const SITE: SiteFacts = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/site.json'), 'utf8'));

export const AREAS: readonly AreaName[] = ['server', 'client'];

/** The page list of a version, with `same_pages_as` followed to the version that holds it. */
export function pagesOf(area: AreaName, version: string): VersionPages {
  let entry = SITE[area].pages[version];
  if (!entry) throw new Error(`facts/site.json lists no ${area} version ${version}`);
  const seen = new Set([version]);
  while (entry.same_pages_as) {
    const next = entry.same_pages_as;
    if (seen.has(next)) throw new Error(`facts/site.json: ${area} ${version} has a same_pages_as cycle`);
    seen.add(next);
    const target = SITE[area].pages[next];
    if (!target) throw new Error(`facts/site.json: ${area} ${version} has same_pages_as ${next}, which is not listed`);
    entry = {...target, source_tag: entry.source_tag};
  }
  return entry;
}

/** Page id → title of a version. */
export function titlesOf(area: AreaName, version: string): Record<string, string> {
  const titles = pagesOf(area, version).titles;
  if (!titles) throw new Error(`facts/site.json lists no titles for ${area} ${version}`);
  return titles;
}

/** Every version of an area, `next` included, newest first. */
export function versionsOf(area: AreaName): string[] {
  return ['next', ...SITE[area].versions];
}

/** Where a version's pages are served: the latest release at the area's root. */
export function versionBase(area: AreaName, version: string): string {
  return version === SITE[area].latest ? `/${area}` : `/${area}/${version}`;
}

/** Where a version's Markdown files live in the repository. */
export function versionDir(area: AreaName, version: string): string {
  return version === 'next' ? path.join(ROOT, area) : path.join(ROOT, `${area}_versioned_docs`, `version-${version}`);
}

/** Every docs page of every version of both areas. */
export function docRoutes(): DocRoute[] {
  return AREAS.flatMap((area) =>
    versionsOf(area).flatMap((version) =>
      Object.entries(titlesOf(area, version)).map(([id, title]) => ({
        area,
        version,
        id,
        title,
        route: `${versionBase(area, version)}/${id}`,
      })),
    ),
  );
}
