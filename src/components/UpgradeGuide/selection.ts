/**
 * Which comparison the upgrade guide shows: from the address's query
 * (`?area=server&from=0.18&to=0.25`), else the reader's preferred version
 * (kept by Docusaurus in localStorage), else the previous release → the
 * latest. Values that name no version are reported, never trusted.
 */
import type {UpgradeArea} from '@site/src/site/upgradeGuide';
import type {UpgradeAreaData, UpgradeData} from '@site/src/apiHistory/upgradeData';

export type Selection = {area: UpgradeArea; from: string; to: string; notices: string[]};

/** The default pair of an area: the release before the latest → the latest (or latest → next with one release). */
export function defaultPair(area: UpgradeAreaData): {from: string; to: string} {
  const releases = area.versions.filter((version) => version !== 'next');
  const [latest, previous] = releases;
  if (latest === undefined) throw new Error('upgrade guide: an area without releases');
  return previous === undefined ? {from: latest, to: 'next'} : {from: previous, to: latest};
}

/** Docusaurus's key and value for the preferred version of a docs area ("current" is `next`). */
export const preferredVersionKey = (area: UpgradeArea): string => `docs-preferred-version-${area}`;
export const preferredVersionName = (stored: string | null): string | null => (stored === 'current' ? 'next' : stored);

function shown(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

export function resolveSelection(
  data: UpgradeData,
  search: string,
  preferred: (area: UpgradeArea) => string | null,
): Selection {
  const query = new URLSearchParams(search);
  const notices: string[] = [];
  const areaParam = query.get('area');
  let area: UpgradeArea = 'server';
  if (areaParam === 'server' || areaParam === 'client') area = areaParam;
  else if (areaParam !== null) notices.push(`There is no docs area "${shown(areaParam)}"; showing the server.`);
  const facts = data[area];
  const defaults = defaultPair(facts);
  const known = (version: string | null): version is string => version !== null && facts.versions.includes(version);

  const toParam = query.get('to');
  let to = defaults.to;
  if (known(toParam)) to = toParam;
  else if (toParam !== null) notices.push(`There is no ${area} version "${shown(toParam)}"; comparing with ${to}.`);

  const fromParam = query.get('from');
  let from: string;
  if (known(fromParam)) from = fromParam;
  else {
    if (fromParam !== null) notices.push(`There is no ${area} version "${shown(fromParam)}".`);
    const stored = preferred(area);
    if (known(stored) && stored !== to) from = stored;
    else if (defaults.from !== to) from = defaults.from;
    else from = defaults.to;
  }
  return {area, from, to, notices};
}
