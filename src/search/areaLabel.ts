/**
 * Where a search hit lives, as the modal and the search page label it:
 * "Server 0.25", "Client 0.15.3", "Server next", or "Blog", from the hit's
 * docusaurus_tag (`docs-<area>-<version>`, or `default` for the blog).
 */
import {useCallback} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

type Areas = Readonly<Record<string, {versions: readonly {name: string; label: string}[]}>>;

export function areaLabel(tag: string | undefined, areas: Areas): string | null {
  if (tag === 'default') return 'Blog';
  for (const [id, area] of Object.entries(areas)) {
    const prefix = `docs-${id}-`;
    if (!tag?.startsWith(prefix)) continue;
    const name = tag.slice(prefix.length);
    const version = area.versions.find((candidate) => candidate.name === name);
    if (!version) continue;
    return `${id.charAt(0).toUpperCase()}${id.slice(1)} ${version.label}`;
  }
  return null;
}

/** `areaLabel` over the site's docs areas. */
export function useAreaLabel(): (tag: string | undefined) => string | null {
  const areas = useAllDocsData() as Areas;
  return useCallback((tag) => areaLabel(tag, areas), [areas]);
}
