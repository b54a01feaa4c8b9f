import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import routeGroups, {groupsOfPart, type GroupSpec} from '../../plugins/route-groups';

const require = createRequire(import.meta.url);
type Loader = (this: object, source: string) => string;
const loader = require('../../plugins/route-groups/loader.cjs') as Loader;
const {withRouteGroups, FILE: preloadFile} = require('../../plugins/route-groups/preloadLoader.cjs') as {
  withRouteGroups: (source: string) => string;
  FILE: string;
};
const {parseRoutes} = require('../../plugins/route-groups/split.cjs') as {
  parseRoutes: (source: string) => unknown;
};
// The engine's own writer of routes.js, registry.js and routesChunkNames.json: a change of its format fails here.
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (options: {generatedFilesDir: string; routes: object[]}) => Promise<void>;
};

const PREFIXES = ['/server/0.24', '/server/next'];
const GROUPS: GroupSpec[] = [...PREFIXES.map((prefix) => ({prefix, under: '/server'})), {prefix: '/blog', under: null}];

/** A docs area as the docs plugin nests it: the area, a version, the version's docs, its pages. */
const version = (name: string, pages: string[]) => ({
  path: `/server/${name}`,
  component: '@theme/DocVersionRoot',
  exact: false,
  modules: {version: `@site/versions/${name}.json`},
  routes: [
    {
      path: `/server/${name}`,
      component: '@theme/DocRoot',
      exact: false,
      routes: pages.map((page) => ({
        path: `/server/${name}/${page}`,
        component: '@theme/DocItem',
        exact: true,
        modules: {content: `@site/docs/${name}/${page}.md`},
        sidebar: 'tutorialSidebar',
      })),
    },
  ],
});
const post = (routePath: string) => ({
  path: routePath,
  component: '@theme/BlogPostPage',
  exact: true,
  modules: {content: `@site${routePath}.md`},
});
const ROUTES = [
  {path: '/', component: '@site/src/pages/index.tsx', exact: true},
  post('/blog'),
  post('/blog/2024/12/19/ariadne-0-24'),
  post('/blogroll'),
  {path: '/server/0.24', component: '@site/src/components/VersionLanding', exact: true},
  {
    path: '/server',
    component: '@theme/DocsRoot',
    exact: false,
    routes: [version('0.24', ['intro', 'resolvers']), version('next', ['intro'])],
  },
];

let dir = '';
const file = (name: string) => path.join(dir, name);
const run = (name: string, query = '', groups = GROUPS) =>
  loader.call(
    {getOptions: () => ({groups}), resourcePath: file(name), resourceQuery: query, addDependency: () => undefined},
    fs.readFileSync(file(name), 'utf8'),
  );
const groupQuery = (prefix: string) => `?route-group=${encodeURIComponent(prefix)}`;
const registryKeyOf = (module: string) =>
  new RegExp(`"([^"]+)": \\[\\(\\) => import\\([^)]*"${module}"`).exec(
    fs.readFileSync(file('registry.js'), 'utf8'),
  )?.[1];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-groups-'));
  await generateRouteFiles({generatedFilesDir: dir, routes: ROUTES});
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('route-groups', () => {
  it('leaves the versions out of the table every page loads and registers each as a chunk', () => {
    const main = run('routes.js');
    expect(main).not.toContain('/server/0.24/intro');
    expect(main).not.toContain('/server/next/intro');
    // The landing page and the area's own route stay.
    expect(main).toMatch(/ComponentCreator\("\/server\/0\.24", "[0-9a-f]+"\),"exact": true/);
    expect(main).toMatch(
      /"path": "\/server","component": ComponentCreator\("\/server", "[0-9a-f]+"\),"routes": \[\]\}/,
    );
    for (const prefix of PREFIXES) {
      expect(main).toContain(
        `${JSON.stringify(prefix)}: {area: "/server", load: () => import(/* webpackChunkName: "routes${prefix.replace(/[^a-z0-9]+/gi, '-')}" */ ${JSON.stringify(file('routes.js') + groupQuery(prefix))})}`,
      );
    }
  });

  it("writes each version's group: its route keys, its registry entries, then its routes", () => {
    const group = run('routes.js', groupQuery('/server/0.24'));
    expect(group).toContain(`import ${JSON.stringify(file('registry.js') + groupQuery('/server/0.24'))};`);
    expect(group).toMatch(/Object\.assign\(routesChunkNames, \{"\/server\/0\.24-[0-9a-f]+":/);
    expect(group).toContain('ComponentCreator("/server/0.24/resolvers"');
    expect(group).not.toContain('/server/next');
    const [, routes] = /export default (.*);\n$/s.exec(group) ?? [];
    const creators: string[][] = [];
    const tree = new Function('ComponentCreator', `return ${routes}`)((...args: string[]) => creators.push(args)) as {
      path: string;
      routes: {routes: {path: string}[]}[];
    }[];
    expect(tree.map((route) => route.path)).toEqual(['/server/0.24']);
    expect(tree[0]?.routes[0]?.routes.map((route) => route.path)).toEqual([
      '/server/0.24/intro',
      '/server/0.24/resolvers',
    ]);
    // Every route of the group has its chunk names in the group.
    const names = JSON.parse(/Object\.assign\(routesChunkNames, (\{.*\})\);/.exec(group)?.[1] ?? '{}') as Record<
      string,
      unknown
    >;
    expect(creators.map(([routePath, hash]) => `${routePath}-${hash}`).sort()).toEqual(Object.keys(names).sort());
  });

  it('moves the registry entries only a version names into its group', () => {
    const intro = registryKeyOf('@site/docs/0.24/intro.md')!;
    const nextIntro = registryKeyOf('@site/docs/next/intro.md')!;
    const docItem = registryKeyOf('@theme/DocItem')!;
    const landing = registryKeyOf('@site/src/components/VersionLanding')!;
    const main = run('registry.js');
    expect(main).not.toContain(`"${intro}"`);
    expect(main).not.toContain(`"${nextIntro}"`);
    expect(main).toContain(`"${landing}"`);
    expect(main).toMatch(/^export default \{\n[\s\S]*\n\};\n$/);
    const group = run('registry.js', groupQuery('/server/0.24'));
    expect(group).toContain(`import registry from ${JSON.stringify(file('registry.js'))};`);
    expect(group).toContain(`"${intro}"`);
    expect(group).toContain(`"${docItem}"`);
    expect(group).not.toContain(`"${nextIntro}"`);
    expect(group).not.toContain(`"${landing}"`);
    const chunkNames = JSON.parse(run('routesChunkNames.json')) as Record<string, unknown>;
    expect(
      Object.keys(chunkNames).filter((key) => key.startsWith('/server/0.24/') || key.startsWith('/server/next')),
    ).toEqual([]);
    expect(Object.keys(chunkNames).some((key) => key.startsWith('/server/0.24-'))).toBe(true);
  });

  it('takes a top-level group out whole: the routes at its prefix and below, not those that only start alike', () => {
    const main = run('routes.js');
    expect(main).not.toContain('ComponentCreator("/blog"');
    // In their place, a route at the prefix renders them once loaded, and the not-found page until one matches.
    expect(main).toContain(
      '{"path": "/blog","component": RouteGroup,"routes": [{"path": "*","component": ComponentCreator("*")}]}',
    );
    expect(main).toContain('import {registerRouteGroups, RouteGroup} from');
    expect(main).not.toContain('/blog/2024/12/19/ariadne-0-24');
    expect(main).toContain('ComponentCreator("/blogroll"');
    expect(main).toContain('ComponentCreator("/"');
    expect(main).toContain(
      `"/blog": {area: "/blog", load: () => import(/* webpackChunkName: "routes-blog" */ ${JSON.stringify(file('routes.js') + groupQuery('/blog'))})}`,
    );
    const group = run('routes.js', groupQuery('/blog'));
    const [, routes] = /export default (.*);\n$/s.exec(group) ?? [];
    const tree = new Function('ComponentCreator', `return ${routes}`)(() => null) as {path: string}[];
    expect(tree.map((route) => route.path)).toEqual(['/blog', '/blog/2024/12/19/ariadne-0-24']);
    const chunkNames = JSON.parse(run('routesChunkNames.json')) as Record<string, unknown>;
    expect(Object.keys(chunkNames).filter((key) => key.startsWith('/blog'))).toEqual(
      Object.keys(chunkNames).filter((key) => key.startsWith('/blogroll-')),
    );
  });

  it("makes the engine's preload load the path's group before it matches the route table", () => {
    const engine = fs.readFileSync(require.resolve(`@docusaurus/core/${preloadFile}`), 'utf8');
    const patched = withRouteGroups(engine);
    expect(patched).toMatch(/^import \{ loadRoutesFor \} from ".*route-groups\/client\/routeGroups\.ts";$/m);
    expect(patched).toContain(
      'export default function preload(pathname) {\n    return loadRoutesFor(pathname).then(() => preloadMatches(pathname));\n}\nfunction preloadMatches(pathname) {\n    const matches = ',
    );
    expect(() => withRouteGroups(engine.replace('export default function preload', 'export function preload'))).toThrow(
      /route-groups: @docusaurus\/core\/lib\/client\/preload\.js contains .* 0 times, expected once; update plugins\/route-groups/,
    );
  });

  it('fails the build when a group has no route where it expects one, or the route table has another shape', () => {
    expect(() => run('routes.js', '', [...GROUPS, {prefix: '/server/0.23', under: '/server'}])).toThrow(
      /route-groups: no route for \/server\/0\.23 where the group expects it/,
    );
    expect(() => run('routes.js', '', [...GROUPS, {prefix: '/changelog', under: null}])).toThrow(
      /route-groups: no route for \/changelog/,
    );
    expect(() => run('routes.js', groupQuery('/server/0.1'))).toThrow('route-groups: no route group /server/0.1');
    expect(() => parseRoutes('export default [];')).toThrow(/no longer starts with the two imports/);
  });

  it('groups each archived version in the archive part and the blog in the main part; fails naming itself when a generated file is missing', () => {
    expect(groupsOfPart('all', '/')).toEqual([]);
    expect(groupsOfPart('main', '/docs/')).toEqual([{prefix: '/docs/blog', under: null}]);
    const archived = groupsOfPart('archive', '/');
    expect(archived).toContainEqual({prefix: '/server/0.24', under: '/server'});
    expect(archived).toContainEqual({prefix: '/server/0.4.0', under: '/server'});
    expect(archived).toContainEqual({prefix: '/client/next', under: '/client'});
    expect(archived.some(({prefix}) => prefix === '/server/0.25')).toBe(false);

    const context = (part: string, generatedFilesDir: string) =>
      ({generatedFilesDir, siteConfig: {baseUrl: '/', customFields: {sitePart: {part}}}}) as unknown as LoadContext;
    const configure = (plugin: ReturnType<typeof routeGroups>, isServer = false) =>
      plugin.configureWebpack?.({}, isServer, {} as never, {} as never) as {
        module?: {rules: {test: (file: string) => boolean}[]};
      };
    expect(configure(routeGroups(context('all', dir)))).toEqual({});
    expect(configure(routeGroups(context('archive', dir)), true)).toEqual({});
    const preload = require.resolve(`@docusaurus/core/${preloadFile}`);
    const rules = configure(routeGroups(context('main', dir))).module?.rules ?? [];
    expect(
      rules.map((rule) =>
        [file('routes.js'), file('registry.js'), file('routesChunkNames.json'), preload].filter((name) =>
          rule.test(name),
        ),
      ),
    ).toEqual([[file('routes.js')], [file('registry.js')], [file('routesChunkNames.json')], [preload]]);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'route-groups-empty-'));
    try {
      expect(() => configure(routeGroups(context('archive', empty)))).toThrow(
        /^route-groups: the engine no longer writes .*routes\.js/,
      );
    } finally {
      fs.rmSync(empty, {recursive: true, force: true});
    }
  });
});
