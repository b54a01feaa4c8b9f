/**
 * version-landing: gives every docs area root and every version root
 * (`/server`, `/server/next`, `/server/0.24`, `/client`, `/client/next`, ...)
 * a route of its own that takes the reader to that version's intro page,
 * instead of the not-found page Docusaurus would show there.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {partHoldsVersion, sitePartOfConfig} from '../../src/site/parts';

const LANDING_DOC_ID = 'intro';

export default function versionLanding(context: LoadContext): Plugin {
  const part = sitePartOfConfig(context.siteConfig.customFields);
  return {
    name: 'version-landing',
    async allContentLoaded({allContent, actions}) {
      const docsInstances = allContent['docusaurus-plugin-content-docs'] ?? {};
      for (const [pluginId, content] of Object.entries(docsInstances)) {
        const {loadedVersions} = content as DocsContent;
        for (const version of loadedVersions) {
          if (!partHoldsVersion(part, pluginId, version.versionName)) continue;
          const intro = version.docs.find((doc) => doc.id === LANDING_DOC_ID);
          if (!intro) {
            throw new Error(
              `version-landing: version "${version.versionName}" of docs area "${pluginId}" has no "${LANDING_DOC_ID}" page to land on.`,
            );
          }
          const landingPath = version.path.replace(/\/$/, '') || '/';
          const propsPath = await actions.createData(
            `landing-${pluginId}-${version.versionName}.json`,
            JSON.stringify({to: intro.permalink, title: intro.title}),
          );
          actions.addRoute({
            path: landingPath,
            exact: true,
            component: '@site/src/components/VersionLanding/index.tsx',
            modules: {landing: propsPath},
          });
        }
      }
    },
  };
}
