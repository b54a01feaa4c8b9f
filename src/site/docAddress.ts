/**
 * What the not-found page and the version switch notice work out from an
 * address: the docs area, version and page it points at, and the versions
 * that have a page in the order to offer them. Only those two use it, so it
 * loads with them and not with every page (src/site/docVersions.ts has what
 * every docs page needs).
 */
import {isUnder, normalisePath, pageOf, type AreaVersion, type DocsArea} from './docVersions';

export type Located = {
  areaId: string;
  area: DocsArea;
  /** The version the address is in (the latest when the address names none). */
  version: AreaVersion;
  /** The address names a version the area does not have (`/server/0.99/intro` gives `0.99`). */
  unknownVersion?: string;
  /** The page path inside the version, lower case, empty for the version's root. */
  page: string;
};

const VERSION_LIKE = /^(\d+(\.\d+)+|next)$/;

/** Where a path points: the docs area and version it is under and the page inside that version. */
export function locate(areas: Readonly<Record<string, DocsArea>>, pathname: string): Located | undefined {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it was typed.
  }
  const path = normalisePath(decoded);
  let best: [string, DocsArea] | undefined;
  for (const entry of Object.entries(areas)) {
    if (isUnder(path, entry[1].path) && (!best || entry[1].path.length > best[1].path.length)) best = entry;
  }
  if (!best) return undefined;
  const [areaId, area] = best;
  let version: AreaVersion | undefined;
  for (const candidate of area.versions) {
    if (isUnder(path, candidate.path) && (!version || candidate.path.length > version.path.length)) {
      version = candidate;
    }
  }
  const latest = area.versions.find((candidate) => candidate.isLast) ?? area.versions[0];
  if (!version) version = latest;
  if (!version) return undefined;
  let page = pageOf(version, path);
  const [first, ...rest] = page.split('/');
  if (version.isLast && first && VERSION_LIKE.test(first)) {
    return {areaId, area, version, unknownVersion: first, page: rest.join('/')};
  }
  page = page.replace(/^\/+/, '');
  return {areaId, area, version, page};
}

/**
 * `versions` ordered by how close each is to `from` in the area's list (the
 * next newer and next older first), newer first on a tie.
 */
export function nearestFirst(area: DocsArea, versions: readonly AreaVersion[], from: AreaVersion): AreaVersion[] {
  const order = area.versions.map((version) => version.name);
  const at = order.indexOf(from.name);
  const rank = (version: AreaVersion) => order.indexOf(version.name);
  return [...versions].sort((a, b) => Math.abs(rank(a) - at) - Math.abs(rank(b) - at) || rank(a) - rank(b));
}
