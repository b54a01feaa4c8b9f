/**
 * The data of the upgrade guide page, as plugins/upgrade-guide writes it at
 * build time and src/components/UpgradeGuide reads it (loaded with that page
 * only), and its expansion back to names per version.
 */
import type {ModuleNames} from './history';

export type UpgradeAreaData = {
  /** Every version, newest first, `next` included. */
  versions: string[];
  latest: string;
  /** Where each version's pages are served (`/server`, `/server/0.18`, …). */
  bases: Record<string, string>;
  /** Group (module) → name → indexes in `versions` of the versions that have it. */
  names: Record<string, Record<string, number[]>>;
  /** Version → page id → [title, fingerprint of the page's text]. */
  pages: Record<string, Record<string, [string, string]>>;
  /** The area's release posts, oldest first. */
  posts: {slug: string; title: string; date: string; route: string}[];
};

export type UpgradeData = {server: UpgradeAreaData; client: UpgradeAreaData};

/** Names per group of one version, from the compact form. */
export function namesAt(area: UpgradeAreaData, version: string): ModuleNames {
  const at = area.versions.indexOf(version);
  const out: Record<string, string[]> = {};
  for (const [group, names] of Object.entries(area.names)) {
    const present = Object.entries(names)
      .filter(([, versions]) => versions.includes(at))
      .map(([name]) => name);
    if (present.length > 0) out[group] = present;
  }
  return out;
}

/** Page id → fingerprint of one version. */
export function fingerprintsAt(area: UpgradeAreaData, version: string): Record<string, string> {
  return Object.fromEntries(Object.entries(area.pages[version] ?? {}).map(([id, [, hash]]) => [id, hash]));
}
