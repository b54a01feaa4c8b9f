/**
 * The upgrade guide's address (plugins/upgrade-guide adds the route) and the
 * shape of its query, so the version dropdown, the intro pages and the tests
 * link it the same way: `/upgrade?area=server&from=0.18&to=0.25`.
 */
export const UPGRADE_GUIDE_PATH = '/upgrade';

export type UpgradeArea = 'server' | 'client';

/** The guide's address for an area and, optionally, the versions to compare. */
export function upgradeGuideHref(area: UpgradeArea, from?: string, to?: string): string {
  const query = new URLSearchParams({area});
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return `${UPGRADE_GUIDE_PATH}?${query.toString()}`;
}
