/**
 * Which docs area and version a path belongs to, and the versions a reader's
 * search covers: the same answers as the docs plugin's
 * `useActivePlugin` and `useDocsContextualSearchTags`, worked out without
 * `String.prototype.localeCompare`. The plugin sorts its areas with it, and
 * the first call in a page sets up the browser's collation data: some 12 ms
 * of main thread on this machine, in the middle of hydration. The navbar's
 * version dropdown and search box ask on every page. The plugin's own lookup
 * (used by the theme's breadcrumbs, doc links and banners) is now rewritten
 * the same way by plugins/active-doc-lookup, so these two could go back to
 * the plugin's hooks.
 *
 * src/client/ holds the modules that run only in the browser (React hooks and
 * contexts of the theme's components); the build's Node code never imports
 * them. The build-time configuration lives in src/site/.
 */
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  getDocsVersionSearchTag,
  useAllDocsData,
  useDocsPreferredVersionByPluginId,
} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';

type Version = {name: string; path: string; isLast: boolean};
type DocsArea = {path: string; versions: Version[]};

/** `path` is `base` or below it (path segments, ignoring case and a trailing slash), as the router matches. */
function isUnder(path: string, base: string): boolean {
  const root = base.replace(/\/+$/, '').toLowerCase();
  const target = path.toLowerCase();
  return root === '' || target === root || target.startsWith(`${root}/`);
}

/** The id of the docs area `pathname` is in (the one with the longest matching path), if any. */
export function activeDocsAreaId(areas: Readonly<Record<string, DocsArea>>, pathname: string): string | undefined {
  let found: string | undefined;
  let foundLength = -1;
  for (const [id, area] of Object.entries(areas)) {
    if (isUnder(pathname, area.path) && area.path.length > foundLength) {
      found = id;
      foundLength = area.path.length;
    }
  }
  return found;
}

/** The version of `area` that `pathname` is in: the deepest version path that contains it. */
export function activeVersionOf(area: DocsArea, pathname: string): Version | undefined {
  let found: Version | undefined;
  for (const version of area.versions) {
    if (isUnder(pathname, version.path) && (!found || version.path.length > found.path.length)) found = version;
  }
  return found;
}

/**
 * For each docs area, the version a reader at `pathname` searches: the one
 * being read, else the reader's preferred one, else the latest.
 */
export function contextualVersions(
  areas: Readonly<Record<string, DocsArea>>,
  pathname: string,
  preferred: Readonly<Record<string, {name: string} | null | undefined>>,
): [areaId: string, versionName: string][] {
  const activeId = activeDocsAreaId(areas, pathname);
  return Object.entries(areas).flatMap(([id, area]) => {
    const version =
      (id === activeId ? activeVersionOf(area, pathname) : undefined) ??
      preferred[id] ??
      area.versions.find((candidate) => candidate.isLast);
    return version ? [[id, version.name] as [string, string]] : [];
  });
}

/** The id of the docs area the reader is in, if any. */
export function useActiveDocsAreaId(): string | undefined {
  const areas = useAllDocsData() as Record<string, DocsArea>;
  return activeDocsAreaId(areas, useLocation().pathname);
}

/** DocSearch's contextual facet filters: this language, and the tags of the versions the reader is in. */
export function useContextualFacetFilters(): [string, string[]] {
  const {i18n} = useDocusaurusContext();
  const areas = useAllDocsData() as Record<string, DocsArea>;
  const preferred = useDocsPreferredVersionByPluginId();
  const versions = contextualVersions(areas, useLocation().pathname, preferred);
  const tags = [DEFAULT_SEARCH_TAG, ...versions.map(([id, name]) => getDocsVersionSearchTag(id, name))];
  return [`language:${i18n.currentLocale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}
