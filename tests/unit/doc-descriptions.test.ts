import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withoutDocDescriptions} from '../../plugins/doc-descriptions';

const versionRoute = (name: string, routes: RouteConfig[] = []): RouteConfig => ({
  path: `/server/${name}`,
  component: '@theme/DocVersionRoot',
  props: {
    version: {
      version: name,
      docsSidebars: {tutorialSidebar: []},
      docs: {
        intro: {id: 'intro', title: 'Introduction', description: 'Install Ariadne.', sidebar: 'tutorialSidebar'},
        'graphql-relay': {id: 'graphql-relay', title: 'GraphQL Relay', description: 'Relay.'},
      },
    },
  },
  routes,
});

describe('doc-descriptions', () => {
  it('leaves the page descriptions out of the version metadata and keeps the rest', () => {
    const root: RouteConfig = {
      path: '/server',
      component: '@theme/DocsRoot',
      routes: [versionRoute('0.25', [{path: '/server/intro', component: '@theme/DocItem'}])],
    };
    const [version] = withoutDocDescriptions(root).routes ?? [];
    expect(version?.props?.version).toEqual({
      version: '0.25',
      docsSidebars: {tutorialSidebar: []},
      docs: {
        intro: {id: 'intro', title: 'Introduction', sidebar: 'tutorialSidebar'},
        'graphql-relay': {id: 'graphql-relay', title: 'GraphQL Relay'},
      },
    });
    expect(version?.routes).toEqual([{path: '/server/intro', component: '@theme/DocItem'}]);
    expect(withoutDocDescriptions({path: '/x', component: 'x'})).toEqual({path: '/x', component: 'x'});
  });

  it('stops the build when a version has a generated category index, whose cards show descriptions', () => {
    const root: RouteConfig = {
      path: '/server',
      component: '@theme/DocsRoot',
      routes: [
        versionRoute('0.25', [{path: '/server/category/guides', component: '@theme/DocCategoryGeneratedIndexPage'}]),
      ],
    };
    expect(() => withoutDocDescriptions(root)).toThrow(/\/server\/0\.25 has a category with a generated index/);
  });
});
