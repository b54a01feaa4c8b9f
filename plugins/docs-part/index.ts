/**
 * docs-part: the docs plugin, building the pages of only the versions that
 * belong to the site part being built (see src/site/parts.ts).
 *
 * Every version is still loaded, so the version dropdown, the preferred
 * version, the version banners and links between versions know the whole
 * area in both parts; only the routes of the other part's versions are left
 * out, and with them their pages and their entries in the route table.
 *
 * In every build, the version metadata that each docs page loads leaves out
 * the description of every page of the version (`withoutDocDescriptions`).
 */
import type {LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {partHoldsVersion, type SitePart} from '../../src/site/parts';

type VersionRoute = RouteConfig & {props?: {version?: {version?: string}}};

/** The docs root route with only the version routes `part` holds. */
export function keepPartVersions(route: RouteConfig, area: string, part: SitePart): RouteConfig {
  if (!route.routes) return route;
  return {
    ...route,
    routes: route.routes.filter((child: VersionRoute) => {
      const versionName = child.props?.version?.version;
      if (!versionName) throw new Error(`docs-part: the route ${child.path} of docs area "${area}" names no version.`);
      return partHoldsVersion(part, area, versionName);
    }),
  };
}

type VersionProps = {docs?: Record<string, {description?: string}>};

const GENERATED_INDEX_PAGE = '@theme/DocCategoryGeneratedIndexPage';

function routeComponents(route: RouteConfig): string[] {
  return [route.component, ...(route.routes ?? []).flatMap(routeComponents)];
}

/**
 * The docs root route, its version metadata without the pages' descriptions.
 * The theme reads them only for the cards of a generated category index or a
 * DocCardList, which the site does not use (a content test checks pages for
 * DocCardList; a sidebar category with a generated index stops the build).
 * They were about half of the metadata, which every docs page loads.
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  if (!route.routes) return route;
  return {
    ...route,
    routes: route.routes.map((child) => {
      const version = (child.props as {version?: VersionProps} | undefined)?.version;
      if (!version?.docs) return child;
      if (routeComponents(child).includes(GENERATED_INDEX_PAGE)) {
        throw new Error(
          `docs-part: a sidebar of ${child.path} has a category with a generated index, whose cards show page descriptions; the version metadata leaves them out (plugins/docs-part).`,
        );
      }
      const docs = Object.fromEntries(
        Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
      );
      return {...child, props: {...child.props, version: {...version, docs}}};
    }),
  };
}

export default function docsPart(part: SitePart): PluginModule {
  async function docsOfPart(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
    const docs = await pluginContentDocs(context, options);
    return {
      ...docs,
      async contentLoaded({content, actions}) {
        const partActions: PluginContentLoadedActions = {
          ...actions,
          addRoute: (route) => actions.addRoute(withoutDocDescriptions(keepPartVersions(route, options.id, part))),
        };
        await docs.contentLoaded?.({content, actions: partActions});
      },
    };
  }
  const plugin = docsOfPart as unknown as PluginModule;
  plugin.validateOptions = validateOptions as PluginModule['validateOptions'];
  return plugin;
}
