/**
 * The site is built in two parts that are merged into one output:
 * - `main`: home, community, blog, search, the client docs, and the latest
 *   and next server docs: what nearly every reader opens;
 * - `archive`: the older server versions (everything in
 *   server_versions.json but the latest release).
 * Each part's JavaScript then carries the route table of its own pages only,
 * so a reader of the latest docs does not download the routes of twenty old
 * versions. `all` builds everything at once (the development server).
 *
 * This module is shared by the config, the plugins, the browser code that
 * sends links across parts to the server, and the build scripts.
 */
import serverVersions from '../../server_versions.json';

export type SitePart = 'all' | 'main' | 'archive';
export const SITE_PARTS: readonly SitePart[] = ['all', 'main', 'archive'];

/** Docs plugin id (and route base) of the area whose older versions form the archive part. */
export const ARCHIVE_AREA = 'server';

/** Released server versions but the latest: the versions the archive part holds. */
export const ARCHIVED_VERSIONS: readonly string[] = serverVersions.slice(1);

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

/** The version-path prefixes (`/server/0.24`, ...) of the archive part, for a site at `baseUrl`. */
export function archivePrefixes(baseUrl = '/'): string[] {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return ARCHIVED_VERSIONS.map((version) => `${base}${ARCHIVE_AREA}/${version}`);
}

/** Which part serves a path: `archive` for an archived version's pages, `main` for everything else. */
export function partOfPath(pathname: string, prefixes: readonly string[] = archivePrefixes()): 'main' | 'archive' {
  for (const prefix of prefixes) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname === `${prefix}.html`) return 'archive';
  }
  return 'main';
}

/** Whether a build of `part` holds the pages of docs version `versionName` of area `area`. */
export function partHoldsVersion(part: SitePart, area: string, versionName: string): boolean {
  if (part === 'all') return true;
  const archived = area === ARCHIVE_AREA && ARCHIVED_VERSIONS.includes(versionName);
  return part === 'archive' ? archived : !archived;
}
