/**
 * Pure computations over the version facts: since when a public name exists,
 * when it went away, what changed between two versions (names, pages, release
 * posts). Shared by the build (plugins/api-history, plugins/upgrade-guide) and
 * the upgrade guide page in the browser, so it imports nothing from Node.
 */

/** Public names per module of one version (facts/ariadne-api.json, or the client's settings and hooks). */
export type ModuleNames = Record<string, readonly string[]>;

/** A public name and the module it belongs to. */
export type QualifiedName = {module: string; name: string};

/** The development version: documented, not released. */
export const DEVELOPMENT_VERSION = 'next';

/**
 * The released versions of an area, oldest first, from a list in the order of
 * the docs (newest first, `next` included or not).
 */
export function releasesOldestFirst(versionsNewestFirst: readonly string[]): string[] {
  return versionsNewestFirst.filter((version) => version !== DEVELOPMENT_VERSION).reverse();
}

/** Every version in time order: the releases oldest first, then the development version. */
export function timeline(versionsNewestFirst: readonly string[]): string[] {
  const releases = releasesOldestFirst(versionsNewestFirst);
  return versionsNewestFirst.includes(DEVELOPMENT_VERSION) ? [...releases, DEVELOPMENT_VERSION] : releases;
}

function has(namesOf: (version: string) => ModuleNames | undefined, version: string, q: QualifiedName): boolean {
  return namesOf(version)?.[q.module]?.includes(q.name) ?? false;
}

/** The first release whose facts list the name; `next` when only the development version has it; null when none. */
export function addedIn(
  namesOf: (version: string) => ModuleNames | undefined,
  versionsNewestFirst: readonly string[],
  q: QualifiedName,
): string | null {
  return timeline(versionsNewestFirst).find((version) => has(namesOf, version, q)) ?? null;
}

/**
 * The first release after `version` whose facts no longer list the name, or
 * null when every later release has it (the development version does not
 * count: it is not a release).
 */
export function removedIn(
  namesOf: (version: string) => ModuleNames | undefined,
  versionsNewestFirst: readonly string[],
  q: QualifiedName,
  version: string,
): string | null {
  const releases = releasesOldestFirst(versionsNewestFirst);
  const at = releases.indexOf(version);
  if (at < 0) return null;
  return releases.slice(at + 1).find((later) => !has(namesOf, later, q)) ?? null;
}

function qualified(names: ModuleNames | undefined): Map<string, QualifiedName> {
  const out = new Map<string, QualifiedName>();
  for (const [module, list] of Object.entries(names ?? {})) {
    for (const name of list) out.set(`${module}\u0000${name}`, {module, name});
  }
  return out;
}

function byModuleThenName(a: QualifiedName, b: QualifiedName): number {
  return a.module.localeCompare(b.module) || a.name.localeCompare(b.name);
}

/** Names `to` has and `from` lacks (added), and the other way round (removed), per module. */
export function namesDiff(from: ModuleNames | undefined, to: ModuleNames | undefined) {
  const before = qualified(from);
  const after = qualified(to);
  const added = [...after].filter(([key]) => !before.has(key)).map(([, q]) => q);
  const removed = [...before].filter(([key]) => !after.has(key)).map(([, q]) => q);
  return {added: added.sort(byModuleThenName), removed: removed.sort(byModuleThenName)};
}

/** Docs pages of two versions, each page id with a fingerprint of its text. */
export function pagesDiff(from: Record<string, string>, to: Record<string, string>) {
  const ids = (pages: Record<string, string>) => Object.keys(pages).sort();
  return {
    added: ids(to).filter((id) => !(id in from)),
    removed: ids(from).filter((id) => !(id in to)),
    changed: ids(to).filter((id) => id in from && from[id] !== to[id]),
    unchanged: ids(to).filter((id) => id in from && from[id] === to[id]),
  };
}

/** Numeric parts of a version ("0.14.0" → [0, 14, 0]). */
function parts(version: string): number[] {
  return version.split('.').map(Number);
}

/**
 * The docs version a release post announces, from its slug: `ariadne-0-18-1`
 * is a server release of the 0.18 line, `ariadne-codegen-0-10` a client one.
 * Null for other posts, or for a release no docs version covers.
 */
export function postVersion(
  slug: string,
  area: 'server' | 'client',
  versionsNewestFirst: readonly string[],
): string | null {
  const pattern = area === 'server' ? /^ariadne-(\d+(?:-\d+)+)$/ : /^ariadne-codegen-(\d+(?:-\d+)+)$/;
  const match = pattern.exec(slug);
  if (!match?.[1]) return null;
  const [major, minor, patch] = parts(match[1].replaceAll('-', '.'));
  const candidates = releasesOldestFirst(versionsNewestFirst).filter((version) => {
    const [vMajor, vMinor, vPatch] = parts(version);
    if (vMajor !== major || vMinor !== minor) return false;
    // A version documented to the patch level (0.15.3) covers that patch and later ones.
    return vPatch === undefined || vPatch === 0 || (patch ?? 0) >= vPatch;
  });
  return candidates[0] ?? null;
}

/**
 * The release posts of versions after `from` up to and including `to` (in
 * time order; an empty list when `to` is not after `from`).
 */
export function postsBetween<P extends {slug: string}>(
  posts: readonly P[],
  area: 'server' | 'client',
  versionsNewestFirst: readonly string[],
  from: string,
  to: string,
): P[] {
  const order = timeline(versionsNewestFirst);
  const start = order.indexOf(from);
  const end = order.indexOf(to);
  if (start < 0 || end < 0) return [];
  return posts.filter((post) => {
    const version = postVersion(post.slug, area, versionsNewestFirst);
    if (version === null) return false;
    const at = order.indexOf(version);
    return at > start && at <= end;
  });
}
