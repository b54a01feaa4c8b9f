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

/** The page's path inside its version: `/server/0.20/resolvers` in 0.20 gives `resolvers`. */
export function pageOf(version: AreaVersion, docPath: string): string {
  const root = normalisePath(version.path);
  const path = normalisePath(docPath);
  if (path === root) return '';
  return root === '/' ? path.slice(1) : path.slice(root.length + 1);
}

/** The doc of `version` at page path `page`, if it has one. */
export function docAt(version: AreaVersion, page: string): DocRef | undefined {
  const wanted = page.toLowerCase();
  return version.docs.find((doc) => pageOf(version, doc.path) === wanted);
}

/** The version's main page (its introduction). */
export function mainDocOf(version: AreaVersion): DocRef | undefined {
  return version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0];
}

/** The versions of `area` that have page `page`, newest first. */
export function versionsWith(area: DocsArea, page: string): AreaVersion[] {
  return area.versions.filter((version) => docAt(version, page) !== undefined);
}
