/**
 * doc-descriptions: wraps a docs plugin so that the version metadata each
 * docs page loads leaves out the description of every page of the version.
 *
 * The theme reads them only for the cards of a generated category index or a
 * DocCardList, which the site does not use (a content test checks pages for
 * DocCardList; a sidebar category with a generated index stops the build).
 * They were about half of the metadata, which every docs page loads.
 */
import type {LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig} from '@docusaurus/types';

type VersionProps = {docs?: Record<string, {description?: string}>};

const GENERATED_INDEX_PAGE = '@theme/DocCategoryGeneratedIndexPage';

function routeComponents(route: RouteConfig): string[] {
  return [route.component, ...(route.routes ?? []).flatMap(routeComponents)];
}

/** The docs root route, its version metadata without the pages' descriptions. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  if (!route.routes) return route;
  return {
    ...route,
    routes: route.routes.map((child) => {
      const version = (child.props as {version?: VersionProps} | undefined)?.version;
      if (!version?.docs) return child;
      if (routeComponents(child).includes(GENERATED_INDEX_PAGE)) {
        throw new Error(
          `doc-descriptions: a sidebar of ${child.path} has a category with a generated index, whose cards show page descriptions; the version metadata leaves them out (plugins/doc-descriptions).`,
        );
      }
      const docs = Object.fromEntries(
        Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
      );
      return {...child, props: {...child.props, version: {...version, docs}}};
    }),
  };
}

/** The docs plugin `docsPlugin`, adding its routes without the pages' descriptions. */
export default function docDescriptions(docsPlugin: PluginModule): PluginModule {
  async function withoutDescriptions(context: LoadContext, options: unknown): Promise<Plugin> {
    const docs = await docsPlugin(context, options);
    if (!docs) throw new Error('doc-descriptions: the wrapped docs plugin returned no plugin.');
    return {
      ...docs,
      async contentLoaded({content, actions}) {
        const leanActions: PluginContentLoadedActions = {
          ...actions,
          addRoute: (route) => actions.addRoute(withoutDocDescriptions(route)),
        };
        await docs.contentLoaded?.({content, actions: leanActions});
      },
    };
  }
  const plugin = withoutDescriptions as PluginModule;
  plugin.validateOptions = docsPlugin.validateOptions;
  return plugin;
}
