/**
 * route-groups, browser side. The route table every page loads leaves out the
 * groups' routes: in the archive part each docs version's, in the main part
 * the blog's (../index.ts). Each group is a chunk loaded when a path of it is
 * first needed: by the client entry before the first render
 * (plugins/staged-start), and by the engine's `preload`, which the router
 * awaits before it shows a new location and which a link calls on hover
 * (../preloadLoader.cjs).
 */
import type {ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfig} from 'react-router-config';
import {isUnderPrefix} from '../../../src/site/parts';

/** The route the routes of a group sit under (the area's route, or the route a top-level group gets), by its path. */
type Group = {area: string; load: () => Promise<{default: RouteConfig[]}>};

/**
 * The component of the route a top-level group gets in the table every page
 * loads: renders the route's own routes (the group's, once loaded, and the
 * not-found page).
 */
export function RouteGroup({route}: {route: RouteConfig}): ReactNode {
  return renderRoutes(route.routes ?? []);
}

let table: RouteConfig[] = [];
let groups: Record<string, Group> = {};
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Called by the generated route table: the table every page loads and each group's loader. */
export function registerRouteGroups(routes: RouteConfig[], byPrefix: Record<string, Group>): void {
  table = routes;
  groups = byPrefix;
}

/** The prefix of the group a path belongs to (`/server/0.24`, `/blog`), if any. */
export function routeGroupOf(pathname: string): string | undefined {
  return Object.keys(groups).find((prefix) => isUnderPrefix(pathname, prefix));
}

/** Adds a group's routes under the route they belong to, before its not-found route if it has one. */
function addRoutes(prefix: string, {area}: Group, routes: RouteConfig[]): void {
  const parent = table.find((route) => route.path === area && Array.isArray(route.routes));
  if (!parent) throw new Error(`route-groups: no route ${area} for the routes of ${prefix}`);
  const children = [...(parent.routes ?? [])];
  const notFound = children.findIndex((route) => route.path === '*');
  children.splice(notFound < 0 ? children.length : notFound, 0, ...routes);
  parent.routes = children;
}

/** Loads the routes of the path's group into the table (once); resolves at once when it needs none. */
export function loadRoutesFor(pathname: string): Promise<void> {
  const prefix = routeGroupOf(pathname);
  if (prefix === undefined || loaded.has(prefix)) return Promise.resolve();
  let pending = loading.get(prefix);
  if (!pending) {
    const group = groups[prefix]!;
    pending = group.load().then(({default: routes}) => {
      addRoutes(prefix, group, routes);
      loaded.add(prefix);
    });
    // A failed load can be tried again.
    pending.catch(() => loading.delete(prefix));
    loading.set(prefix, pending);
  }
  return pending;
}
