/**
 * version-routes, browser side. In the archive part the route table every
 * page loads holds no version's pages: each version's routes are a chunk of
 * their own (../loader.cjs). The client entry (plugins/staged-start) loads
 * the group of the page being opened before the first render, and
 * plugins/site-parts loads a page of another, not yet loaded version from the
 * server, as it does for a page of the other part. In the main part nothing
 * registers here, and every path counts as loaded.
 */
import type {RouteConfig} from 'react-router-config';

type Group = {area: string; load: () => Promise<{default: RouteConfig[]}>};

let table: RouteConfig[] = [];
let groups: Record<string, Group> = {};
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Called by the generated route table: the table every page loads and each version's group. */
export function registerRouteGroups(routes: RouteConfig[], byPrefix: Record<string, Group>): void {
  table = routes;
  groups = byPrefix;
}

/** The prefix of the version group a path belongs to (`/server/0.24`), if any. */
export function routeGroupOf(pathname: string): string | undefined {
  return Object.keys(groups).find(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname === `${prefix}.html`,
  );
}

/** Whether the route table can render this path now (its version's group is in, or it needs none). */
export function routesLoadedFor(pathname: string): boolean {
  const prefix = routeGroupOf(pathname);
  return prefix === undefined || loaded.has(prefix);
}

/** Loads the routes of the path's version into the table (once); resolves at once when it needs none. */
export function loadRoutesFor(pathname: string): Promise<void> {
  const prefix = routeGroupOf(pathname);
  if (prefix === undefined) return Promise.resolve();
  let pending = loading.get(prefix);
  if (!pending) {
    const group = groups[prefix]!;
    pending = group.load().then(({default: routes}) => {
      const area = table.find((route) => route.path === group.area);
      if (!area) throw new Error(`version-routes: no route ${group.area} for the routes of ${prefix}`);
      area.routes = [...(area.routes ?? []), ...routes];
      loaded.add(prefix);
    });
    // A failed load can be tried again (the next page load does).
    pending.catch(() => loading.delete(prefix));
    loading.set(prefix, pending);
  }
  return pending;
}
