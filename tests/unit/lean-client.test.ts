import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as lean from '../../plugins/lean-client/utils-common';
import {expandGlobalData, shortenGlobalData} from '../../plugins/lean-client/globalData';

const require = createRequire(import.meta.url);
const {rewriteRegistry} = require('../../plugins/lean-client/registry-loader.cjs') as {
  rewriteRegistry: (source: string, routesChunkNames: Record<string, object>) => string;
};
const {withoutBuildOptions} = require('../../plugins/lean-client/site-config-loader.cjs') as {
  withoutBuildOptions: (source: string) => string;
};
const utilsCommon = require('@docusaurus/utils-common') as Record<string, unknown>;

const entry = (key: string, module: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const registryOf = (entries: [string, string][]) =>
  ['export default {', ...entries.map(([key, module]) => entry(key, module)), '};'].join('\n');
/** Registry key -> [chunk name, module path] of each entry of a rewritten registry. */
function chunksOf(source: string): Record<string, [string, string]> {
  const chunks: Record<string, [string, string]> = {};
  for (const match of source.matchAll(
    /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "[^"]+"\), "([^"]*)"/g,
  )) {
    chunks[match[1] as string] = [match[2] as string, match[3] as string];
  }
  return chunks;
}

describe('lean-client', () => {
  it('gives the browser every export of @docusaurus/utils-common, the same values', () => {
    expect(Object.keys(lean).sort()).toEqual(Object.keys(utilsCommon).sort());
    for (const name of Object.keys(utilsCommon)) {
      expect(lean[name as keyof typeof lean], name).toBe(utilsCommon[name]);
    }
  });

  it('empties the module paths of the route registry and keeps the rest of each entry', () => {
    const registry = registryOf([
      ['17896441', '@theme/DocItem'],
      ['55d1c31d', '@site/server/intro.md'],
    ]);
    expect(rewriteRegistry(registry, {})).toBe(
      [
        'export default {',
        '  "17896441": [() => import(/* webpackChunkName: "docs-layout" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
        '  "55d1c31d": [() => import(/* webpackChunkName: "55d1c31d" */ "@site/server/intro.md"), "", require.resolveWeak("@site/server/intro.md")],',
        '};',
      ].join('\n'),
    );
  });

  it('puts modules always loaded together into one chunk: docs layout, blog data, each blog list page', () => {
    const registry = registryOf([
      ['d1', '@theme/DocsRoot'],
      ['d2', '@theme/DocVersionRoot'],
      ['d3', '@theme/DocRoot'],
      ['d4', '@theme/DocItem'],
      ['d5', '@generated/docusaurus-plugin-content-docs/server/__plugin.json'],
      ['d6', '@site/server/intro.md'],
      ['b1', '@generated/docusaurus-plugin-content-blog/default/__plugin.json'],
      ['b2', '~blog/default/blog-post-list-prop-default.json'],
      ['b3', '~blog/default/blogMetadata-default.json'],
      ['list', '@theme/BlogListPage'],
      ['tags', '@theme/BlogTagsPostsPage'],
      ['p1', '@site/blog/2024-01-01-one.md?truncated=true'],
      ['p2', '@site/blog/2023-01-01-two.md?truncated=true'],
      ['p3', '@site/blog/2022-01-01-three.md?truncated=true'],
      ['lp1', '@generated/docusaurus-plugin-content-blog/default/p/blog-bd9.json'],
      ['lp2', '@generated/docusaurus-plugin-content-blog/default/p/blog-page-2-5fe.json'],
      ['post', '@site/blog/2024-01-01-one.md'],
    ]);
    const routes = {
      '/server/intro-d1b': {__comp: 'd4', content: 'd6'},
      '/blog/tags/x-111': {__comp: 'tags', items: [{content: 'p1'}, {content: 'p3'}]},
      '/blog-939': {__comp: 'list', items: [{content: 'p1'}, {content: 'p2'}], __props: 'lp1'},
      '/blog/page/2-fb4': {__comp: 'list', items: [{content: 'p3'}], __props: 'lp2'},
      '/blog/2024/01/01/one-aaa': {__comp: 'post', content: 'post'},
    };
    const chunks = chunksOf(rewriteRegistry(registry, routes));
    const names = Object.fromEntries(Object.entries(chunks).map(([key, [name]]) => [key, name]));
    expect(names).toEqual({
      d1: 'docs-layout',
      d2: 'docs-layout',
      d3: 'docs-layout',
      d4: 'docs-layout',
      d5: 'docs-layout',
      d6: 'd6',
      b1: 'blog-layout',
      b2: 'blog-layout',
      b3: 'blog-layout',
      list: 'list',
      tags: 'tags',
      p1: 'blog-list-1',
      p2: 'blog-list-1',
      p3: 'blog-list-2',
      lp1: 'blog-list-1',
      lp2: 'blog-list-2',
      post: 'post',
    });
    expect(Object.values(chunks).every(([, modulePath]) => modulePath === '')).toBe(true);
  });

  it('fails the build when a registry entry has another shape', () => {
    const registry =
      'export default {\n  "55d1c31d": [() => import("@site/server/intro.md"), "@site/server/intro.md"],\n};';
    expect(() => rewriteRegistry(registry, {})).toThrow(/1 registry entries, of which 0/);
  });

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

  it('gives the browser the site config without the plugins and presets options', () => {
    const config = {
      title: 'Ariadne',
      themeConfig: {navbar: {title: 'Ariadne'}},
      presets: [['classic', {docs: false}]],
      plugins: [[null, {id: 'server'}]],
      customFields: {a: 1},
    };
    const source = `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;
    const output = withoutBuildOptions(source);
    expect(JSON.parse(output.replace(/^export default /, '').replace(/;\s*$/, ''))).toEqual({
      title: 'Ariadne',
      themeConfig: {navbar: {title: 'Ariadne'}},
      customFields: {a: 1},
    });
    expect(() => withoutBuildOptions('module.exports = {};')).toThrow(/not `export default/);
  });
});
