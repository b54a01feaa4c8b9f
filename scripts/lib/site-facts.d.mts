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

export const ROOT: string;
export const SITE: SiteFacts;
export const AREAS: readonly AreaName[];
export function pagesOf(area: AreaName, version: string): VersionPages;
export function titlesOf(area: AreaName, version: string): Record<string, string>;
export function versionsOf(area: AreaName): string[];
export function versionBase(area: AreaName, version: string): string;
export function versionDir(area: AreaName, version: string): string;
export function docRoutes(): DocRoute[];
