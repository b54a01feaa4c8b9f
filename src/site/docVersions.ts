/**
 * One page across the versions of a docs area: where an address points
 * (area, version, page), which versions have that page and in which order to
 * offer them. Pure functions over the docs plugin's global data (every version's page list,
 * which every page already loads), shared by the not-found page, the version
 * dropdown, the version switch notice and the "this page across versions"
 * section of docs pages.
 */
export type DocRef = {readonly id: string; readonly path: string};
export type AreaVersion = {
  readonly name: string;
  readonly label: string;
  readonly path: string;
  readonly isLast: boolean;
  readonly mainDocId: string;
  readonly docs: readonly DocRef[];
};
/** A docs area as the docs plugin's global data has it: versions newest first ("next", then releases). */
export type DocsArea = {readonly path: string; readonly versions: readonly AreaVersion[]};

/** `path` without a trailing slash, `.html`, `/index` or `/index.html`, lower case (the router ignores case). */
export function normalisePath(path: string): string {
  return (
    path
      .replace(/\/index(\.html?)?$/i, '')
      .replace(/\.html?$/i, '')
      .replace(/\/+$/, '')
      .toLowerCase() || '/'
  );
}

/** `path` (normalised) is `base` or below it. */
export function isUnder(path: string, base: string): boolean {
  const root = normalisePath(base);
  return root === '/' || path === root || path.startsWith(`${root}/`);
}

/** The page path of normalised `path` below normalised version root `root`. */
function pageBelow(root: string, path: string): string {
  if (path === root) return '';
  return root === '/' ? path.slice(1) : path.slice(root.length + 1);
}

/** The page's path inside its version: `/server/0.20/resolvers` in 0.20 gives `resolvers`. */
export function pageOf(version: AreaVersion, docPath: string): string {
  return pageBelow(normalisePath(version.path), normalisePath(docPath));
}

/**
 * Each version's docs by page path, built on first use: the global data is
 * one object for the whole visit, and a docs page asks about every version.
 */
const pageIndexes = new WeakMap<AreaVersion, ReadonlyMap<string, DocRef>>();
function pageIndex(version: AreaVersion): ReadonlyMap<string, DocRef> {
  let index = pageIndexes.get(version);
  if (!index) {
    const root = normalisePath(version.path);
    const byPage = new Map<string, DocRef>();
    for (const doc of version.docs) {
      const page = pageBelow(root, normalisePath(doc.path));
      if (!byPage.has(page)) byPage.set(page, doc);
    }
    index = byPage;
    pageIndexes.set(version, index);
  }
  return index;
}

/** The doc of `version` at page path `page`, if it has one. */
export function docAt(version: AreaVersion, page: string): DocRef | undefined {
  return pageIndex(version).get(page.toLowerCase());
}

/** The version's main page (its introduction). */
export function mainDocOf(version: AreaVersion): DocRef | undefined {
  return version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0];
}

/** The versions of `area` that have page `page`, newest first. */
export function versionsWith(area: DocsArea, page: string): AreaVersion[] {
  return area.versions.filter((version) => docAt(version, page) !== undefined);
}
