/**
 * version-pages: the title of every docs page of each area, keyed by its
 * path inside a version (`query-stack`, `plugins/custom-plugins`), from the
 * newest version that has it. The not-found page and the version switch
 * notice name pages with it; the rest of what they need (which versions have
 * which page) is in the docs plugin's global data that every page loads.
 *
 * It is written as a JSON module that those two import only when they show
 * (`import('@version-pages/titles')`): a chunk of its own, never part of the
 * first load of another page.
 */
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {pageOf} from '../../src/site/docVersions';

/** Area id → page path → title. */
export type PageTitles = Record<string, Record<string, string>>;

type LoadedVersion = DocsContent['loadedVersions'][number];

/** The titles of an area's pages; `versions` newest first, so a page takes its newest title. */
export function titlesOf(versions: readonly LoadedVersion[]): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const version of versions) {
    const ref = {name: version.versionName, label: version.label, path: version.path, isLast: version.isLast};
    for (const doc of version.docs) {
      const page = pageOf({...ref, mainDocId: '', docs: []}, doc.permalink);
      titles[page] ??= doc.title;
    }
  }
  return titles;
}

export default function versionPages(): Plugin {
  let titlesPath: string | undefined;
  return {
    name: 'version-pages',
    async allContentLoaded({allContent, actions}) {
      const docsInstances = allContent['docusaurus-plugin-content-docs'] ?? {};
      const titles: PageTitles = {};
      for (const [areaId, content] of Object.entries(docsInstances)) {
        titles[areaId] = titlesOf((content as DocsContent).loadedVersions);
      }
      titlesPath = await actions.createData('titles.json', JSON.stringify(titles));
    },
    configureWebpack() {
      if (!titlesPath) throw new Error('version-pages: the page titles were not written before bundling.');
      return {resolve: {alias: {'@version-pages/titles$': titlesPath}}};
    },
  };
}
