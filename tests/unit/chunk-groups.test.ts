import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {requiredGroups} from '../../plugins/chunk-groups';

const require = createRequire(import.meta.url);
const {groupChunks} = require('../../plugins/chunk-groups/loader.cjs') as {
  groupChunks: (source: string, routesChunkNames: Record<string, object>, required?: readonly string[]) => string;
};
const {withoutModulePaths} = require('../../plugins/registry-paths/loader.cjs') as {
  withoutModulePaths: (source: string) => string;
};

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

/** A registry and route table shaped like the main part's: docs, a blog with two list pages. */
const SITE_ENTRIES: [string, string][] = [
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
];
const SITE_ROUTES: Record<string, object> = {
  '/server/intro-d1b': {__comp: 'd4', content: 'd6'},
  '/blog/tags/x-111': {__comp: 'tags', items: [{content: 'p1'}, {content: 'p3'}]},
  '/blog-939': {__comp: 'list', items: [{content: 'p1'}, {content: 'p2'}], __props: 'lp1'},
  '/blog/page/2-fb4': {__comp: 'list', items: [{content: 'p3'}], __props: 'lp2'},
  '/blog/2024/01/01/one-aaa': {__comp: 'post', content: 'post'},
};

describe('chunk-groups', () => {
  it('puts modules always loaded together into one chunk: docs layout, blog data, each blog list page', () => {
    const chunks = chunksOf(groupChunks(registryOf(SITE_ENTRIES), SITE_ROUTES, requiredGroups('main')));
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
  });
  it('reads the same modules whether or not the module paths were emptied first', () => {
    const registry = registryOf([
      ['d4', '@theme/DocItem'],
      ['d6', '@site/server/intro.md'],
    ]);
    expect(groupChunks(withoutModulePaths(registry), {})).toBe(withoutModulePaths(groupChunks(registry, {})));
    expect(chunksOf(groupChunks(withoutModulePaths(registry), {})).d4).toEqual(['docs-layout', '']);
  });

  it('fails the build when the registry has no entry to group', () => {
    expect(() => groupChunks(registryOf([]), {})).toThrow('chunk-groups: the route registry has no entries');
  });

  it('fails the build when a registry entry has another shape', () => {
    const registry =
      'export default {\n  "55d1c31d": [() => import("@site/server/intro.md"), "@site/server/intro.md"],\n};';
    expect(() => groupChunks(registry, {})).toThrow(/chunk-groups: 1 registry entries, of which 0/);
  });

  it('fails the build naming a group that comes out empty', () => {
    const withoutBlogData = SITE_ENTRIES.filter(([key]) => !key.startsWith('b'));
    expect(() => groupChunks(registryOf(withoutBlogData), SITE_ROUTES, requiredGroups('main'))).toThrow(
      /chunk-groups: the group "blog-layout" came out empty \(0 modules grouped\)/,
    );
    const withoutListPage = SITE_ENTRIES.map(([key, module]): [string, string] =>
      key === 'list' ? [key, '@theme/BlogListPageRenamed'] : [key, module],
    );
    expect(() => groupChunks(registryOf(withoutListPage), SITE_ROUTES, requiredGroups('main'))).toThrow(
      /chunk-groups: the group "blog-list" came out empty/,
    );
  });

  it('fails the build naming a layout module that matches nothing, though its group is not empty', () => {
    const renamed = SITE_ENTRIES.map(([key, module]): [string, string] =>
      module === '@theme/DocRoot' ? [key, '@theme/DocRootLayout'] : [key, module],
    );
    expect(() => groupChunks(registryOf(renamed), SITE_ROUTES, requiredGroups('main'))).toThrow(
      'chunk-groups: no registry module matches /^@theme\\/DocRoot$/ of the group "docs-layout"',
    );
  });

  it('asks the archive part, which has no blog, for the docs layout only', () => {
    const docsOnly = SITE_ENTRIES.filter(([key]) => key.startsWith('d'));
    expect(() => groupChunks(registryOf(docsOnly), {}, requiredGroups('main'))).toThrow(/"blog-layout"/);
    expect(chunksOf(groupChunks(registryOf(docsOnly), {}, requiredGroups('archive'))).d1?.[0]).toBe('docs-layout');
    expect(() => groupChunks(registryOf([['d6', '@site/server/intro.md']]), {}, requiredGroups('archive'))).toThrow(
      /"docs-layout" came out empty/,
    );
  });
});
