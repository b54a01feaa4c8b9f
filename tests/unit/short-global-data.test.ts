import {describe, expect, it} from 'vitest';
import {expandGlobalData, shortenGlobalData} from '../../plugins/short-global-data/globalData';

describe('short-global-data', () => {
  it('bundles the docs global data in a short form that expands to the same data', () => {
    const doc = (versionPath: string, id: string, sidebar?: string) => ({
      id,
      path: `${versionPath}/${id}`,
      ...(sidebar ? {sidebar} : {}),
    });
    const data = {
      'docusaurus-plugin-content-docs': {
        server: {
          path: '/server',
          versions: [
            {
              name: '0.25',
              label: '0.25',
              isLast: true,
              path: '/server',
              mainDocId: 'intro',
              docs: [
                doc('/server', 'intro', 'tutorialSidebar'),
                doc('/server', 'graphql-relay'),
                {id: 'moved', path: '/server/elsewhere', sidebar: 'tutorialSidebar'},
                doc('/server', 'unions', 'tutorialSidebar'),
              ],
              draftIds: [],
              sidebars: {tutorialSidebar: {link: {path: '/server/intro', label: 'intro'}}},
            },
          ],
          breadcrumbs: true,
        },
        root: {
          path: '/',
          versions: [{name: 'current', path: '/', docs: [doc('', 'a', 'other'), doc('', 'b', 'other')]}],
        },
      },
      'docusaurus-plugin-content-blog': {default: {blogBasePath: '/blog'}},
    };
    const short = shortenGlobalData(data);
    const server = (short['docusaurus-plugin-content-docs'] as {server: {versions: {docs: unknown[]}[]}}).server;
    expect(server.versions[0]?.docs).toEqual([
      'intro',
      doc('/server', 'graphql-relay'),
      {id: 'moved', path: '/server/elsewhere', sidebar: 'tutorialSidebar'},
      'unions',
    ]);
    expect(JSON.stringify(short).length).toBeLessThan(JSON.stringify(data).length);
    expect(JSON.stringify(expandGlobalData(short))).toBe(JSON.stringify(data));
    expect(expandGlobalData({other: {x: {}}})).toEqual({other: {x: {}}});
  });
});
