/**
 * The site is built in two parts that are merged into one output:
 * - `main`: home, community, blog, search, and the latest release of each
 *   docs area (server and client): what nearly every reader opens;
 * - `archive`: every other docs version, the older server releases and the
 *   development versions ("next") of both areas.
 * Each part's JavaScript then carries the route table of its own pages only,
 * so a reader of the latest docs does not download the routes of twenty old
 * versions and two development ones. `all` builds everything at once (the
 * development server).
 *
 * This module is shared by the config, the plugins, the browser code that
 * sends links across parts to the server, and the build scripts.
 */
import serverVersions from '../../server_versions.json';

export type SitePart = 'all' | 'main' | 'archive';
export const SITE_PARTS: readonly SitePart[] = ['all', 'main', 'archive'];

/** A docs version the archive part holds. */
export type ArchiveVersion = {
  /** Docs plugin id, also the route base of its area. */
  area: string;
  /** The docs plugin's name for the version (`current` for the development version). */
  name: string;
  /** The version's path under its area. */
  path: string;
  /** The folder of the version's pages, from the site directory. */
  docsDir: string;
};

/** Name and path of the development version of every area (see versions.ts). */
const DEVELOPMENT = {name: 'current', path: 'next'} as const;

/** The older server releases (everything but the latest) and the development version of each area. */
export const ARCHIVE_VERSIONS: readonly ArchiveVersion[] = [
  ...serverVersions.slice(1).map((version) => ({
    area: 'server',
    name: version,
    path: version,
    docsDir: `server_versioned_docs/version-${version}`,
  })),
  {area: 'server', ...DEVELOPMENT, docsDir: 'server'},
  {area: 'client', ...DEVELOPMENT, docsDir: 'client'},
];

/** Reads SITE_PART; unset or empty means `all`. Any other value stops the build with the accepted ones. */
export function sitePartFrom(value: string | undefined): SitePart {
  const part = value?.trim() || 'all';
  if (!(SITE_PARTS as readonly string[]).includes(part)) {
    throw new Error(`SITE_PART must be one of ${SITE_PARTS.join(', ')} (or unset for all); got "${part}".`);
  }
  return part as SitePart;
}

/** The part a build holds, as the config records it in `customFields.sitePart` (for plugins). */
export function sitePartOfConfig(customFields: Record<string, unknown> | undefined): SitePart {
  return sitePartFrom((customFields?.sitePart as {part?: string} | undefined)?.part);
}

/** The version-path prefixes (`/server/0.24`, `/server/next`, ...) of the archive part, for a site at `baseUrl`. */
export function archivePrefixes(baseUrl = '/'): string[] {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return ARCHIVE_VERSIONS.map(({area, path}) => `${base}${area}/${path}`);
}

/** Whether a page address is at a path prefix (`/server/0.24`, also as `/server/0.24.html`) or below it. */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname === `${prefix}.html`;
}

/** Which part serves a path: `archive` for an archived version's pages, `main` for everything else. */
export function partOfPath(pathname: string, prefixes: readonly string[] = archivePrefixes()): 'main' | 'archive' {
  return prefixes.some((prefix) => isUnderPrefix(pathname, prefix)) ? 'archive' : 'main';
}

/** Whether a build of `part` holds the pages of docs version `versionName` of area `area`. */
export function partHoldsVersion(part: SitePart, area: string, versionName: string): boolean {
  if (part === 'all') return true;
  const archived = ARCHIVE_VERSIONS.some((version) => version.area === area && version.name === versionName);
  return part === 'archive' ? archived : !archived;
}
