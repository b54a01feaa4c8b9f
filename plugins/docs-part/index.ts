/**
 * docs-part: the docs plugin, building the pages of only the versions that
 * belong to the site part being built (see src/site/parts.ts).
 *
 * Every version is still loaded, so the version dropdown, the preferred
 * version, the version banners and links between versions know the whole
 * area in both parts; only the routes of the other part's versions are left
 * out, and with them their pages and their entries in the route table.
 *
 * It also corrects which version a linked Markdown file belongs to
 * (./versionOfFile.ts), so a released page's links stay in its version.
 */
import type {LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {partHoldsVersion, type SitePart} from '../../src/site/parts';
import {installVersionOfFile} from './versionOfFile';

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

export default function docsPart(part: SitePart): PluginModule {
  async function docsOfPart(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
    installVersionOfFile(context.siteDir);
    const docs = await pluginContentDocs(context, options);
    return {
      ...docs,
      async contentLoaded({content, actions}) {
        const partActions: PluginContentLoadedActions = {
          ...actions,
          addRoute: (route) => actions.addRoute(keepPartVersions(route, options.id, part)),
        };
        await docs.contentLoaded?.({content, actions: partActions});
      },
    };
  }
  const plugin = docsOfPart as unknown as PluginModule;
  plugin.validateOptions = validateOptions as PluginModule['validateOptions'];
  return plugin;
}
