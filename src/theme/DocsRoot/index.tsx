/**
 * Wrapped (not ejected): an address under a docs area that is no page of it
 * renders the site's whole not-found page (@theme/NotFound), the same tree as
 * the `404.html` the server answers it with, so hydration keeps that HTML.
 * The docs theme's own fallback rendered the not-found text inside the docs
 * layout instead, which hydration could not match.
 *
 * A docs area's routes nest: version, then the version's docs root, then one
 * exact route per page; an address is a page when a path through them ends
 * at a route without children.
 */
import React from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import type {RouteConfig} from 'react-router-config';
import DocsRoot from '@theme-original/DocsRoot';
import NotFound from '@theme/NotFound';
import type {Props} from '@theme/DocsRoot';

function isPage(routes: readonly RouteConfig[], pathname: string): boolean {
  return routes.some((route) => {
    if (!matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict})) return false;
    return route.routes ? isPage(route.routes, pathname) : true;
  });
}

export default function DocsRootWrapper(props: Props): React.ReactElement {
  const {pathname} = useLocation();
  if (!isPage(props.route.routes ?? [], pathname)) return <NotFound />;
  return <DocsRoot {...props} />;
}
