import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import versionRoutes from '../../plugins/version-routes';

const require = createRequire(import.meta.url);
type Loader = (this: object, source: string) => string;
const loader = require('../../plugins/version-routes/loader.cjs') as Loader;
const {parseRoutes} = require('../../plugins/version-routes/routeGroups.cjs') as {
  parseRoutes: (source: string) => unknown;
};
// The engine's own writer of routes.js, registry.js and routesChunkNames.json: a change of its format fails here.
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (options: {generatedFilesDir: string; routes: object[]}) => Promise<void>;
};

const PREFIXES = ['/server/0.24', '/server/next'];

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
const ROUTES = [
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
const run = (name: string, query = '', prefixes = PREFIXES) =>
  loader.call(
    {getOptions: () => ({prefixes}), resourcePath: file(name), resourceQuery: query, addDependency: () => undefined},
    fs.readFileSync(file(name), 'utf8'),
  );
const groupQuery = (prefix: string) => `?version-routes=${encodeURIComponent(prefix)}`;
const registryKeyOf = (module: string) =>
  new RegExp(`"([^"]+)": \\[\\(\\) => import\\([^)]*"${module}"`).exec(
    fs.readFileSync(file('registry.js'), 'utf8'),
  )?.[1];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-routes-'));
  await generateRouteFiles({generatedFilesDir: dir, routes: ROUTES});
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('version-routes', () => {
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

  it('fails the build when a version has no route of its own, or the route table has another shape', () => {
    expect(() => run('routes.js', '', [...PREFIXES, '/server/0.23'])).toThrow(
      /version-routes: no route of its own for \/server\/0\.23/,
    );
    expect(() => run('routes.js', groupQuery('/server/0.1'))).toThrow('version-routes: no version group /server/0.1');
    expect(() => parseRoutes('export default [];')).toThrow(/no longer starts with the two imports/);
  });

  it('is on in the archive part only, and fails naming itself when a generated file is missing', () => {
    const context = (part: string, generatedFilesDir: string) =>
      ({generatedFilesDir, siteConfig: {baseUrl: '/', customFields: {sitePart: {part}}}}) as unknown as LoadContext;
    const configure = (plugin: ReturnType<typeof versionRoutes>, isServer = false) =>
      plugin.configureWebpack?.({}, isServer, {} as never, {} as never) as {
        module?: {rules: {test: (file: string) => boolean}[]};
      };
    expect(configure(versionRoutes(context('main', dir)))).toEqual({});
    expect(configure(versionRoutes(context('archive', dir)), true)).toEqual({});
    const rules = configure(versionRoutes(context('archive', dir))).module?.rules ?? [];
    expect(
      rules.map((rule) =>
        ['routes.js', 'registry.js', 'routesChunkNames.json'].filter((name) => rule.test(file(name))),
      ),
    ).toEqual([['routes.js'], ['registry.js'], ['routesChunkNames.json']]);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'version-routes-empty-'));
    try {
      expect(() => configure(versionRoutes(context('archive', empty)))).toThrow(
        /^version-routes: the engine no longer writes .*routes\.js/,
      );
    } finally {
      fs.rmSync(empty, {recursive: true, force: true});
    }
  });
});
