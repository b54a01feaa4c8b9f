/**
 * plugins/active-doc-lookup: the rewritten docs client utilities give the
 * same answers as the installed ones, compute each answer once per path, order
 * the areas without localeCompare, and a changed package stops the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {rewrite, REPLACE, FILE, TEST} =
  require('../../plugins/active-doc-lookup/loader.cjs') as typeof import('../../plugins/active-doc-lookup/loader.cjs');

const ROOT = path.resolve(__dirname, '../..');
const INSTALLED = path.join(ROOT, 'node_modules/@docusaurus/plugin-content-docs', FILE);
const SOURCE = fs.readFileSync(INSTALLED, 'utf8');

type Doc = {id: string; path: string};
type Version = {name: string; path: string; isLast: boolean; docs: Doc[]};
type Utils = {
  getActivePlugin: (all: Record<string, {path: string}>, pathname: string) => {pluginId: string} | undefined;
  getActiveVersion: (data: {versions: Version[]}, pathname: string) => Version | undefined;
  getActiveDocContext: (data: {versions: Version[]}, pathname: string) => {activeDoc?: Doc; activeVersion?: Version};
};

/**
 * Loads a copy of the module from a temporary folder, with `@docusaurus/router`
 * (the bundler's alias) read as the react-router it re-exports.
 */
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'active-doc-lookup-'));
const ROUTER = pathToFileURL(require.resolve('react-router')).href;
let loaded = 0;
async function load(text: string): Promise<Utils> {
  const router = "import { matchPath } from '@docusaurus/router';";
  expect(text).toContain(router);
  const file = path.join(TMP, `utils-${(loaded += 1)}.mjs`);
  fs.writeFileSync(
    file,
    text.replace(router, `import router from ${JSON.stringify(ROUTER)};\nconst { matchPath } = router;`),
  );
  return (await import(pathToFileURL(file).href)) as Utils;
}
afterAll(() => fs.rmSync(TMP, {recursive: true, force: true}));

const version = (name: string, versionPath: string, isLast: boolean, ids: string[]): Version => ({
  name,
  path: versionPath,
  isLast,
  docs: ids.map((id) => ({id, path: `${versionPath}/${id}`.replace('//', '/')})),
});
const SERVER = {
  versions: [
    version('current', '/server/next', false, ['intro', 'resolvers']),
    version('0.25', '/server', true, ['intro', 'resolvers', 'scalars']),
    version('0.4.0', '/server/0.4.0', false, ['intro']),
  ],
};
const AREAS = {
  client: {path: '/client'},
  server: {path: '/server'},
  root: {path: '/'},
  serverNext: {path: '/server/next'},
};
const PATHS = [
  '/server/intro',
  '/server/next/resolvers',
  '/server/0.4.0/intro',
  '/server/0.4.0/scalars',
  '/client/intro',
  '/blog',
  '/',
];

describe('active-doc-lookup loader', () => {
  it('gives the answers of the installed module for every path', async () => {
    expect(TEST.test(INSTALLED)).toBe(true);
    const [theirs, ours] = await Promise.all([load(SOURCE), load(rewrite(SOURCE))]);
    for (const pathname of PATHS) {
      expect(ours.getActivePlugin(AREAS, pathname), pathname).toEqual(theirs.getActivePlugin(AREAS, pathname));
      expect(ours.getActiveVersion(SERVER, pathname), pathname).toEqual(theirs.getActiveVersion(SERVER, pathname));
      expect(ours.getActiveDocContext(SERVER, pathname), pathname).toEqual(
        theirs.getActiveDocContext(SERVER, pathname),
      );
    }
  });

  it('works an answer out once per data object and path', async () => {
    const ours = await load(rewrite(SOURCE));
    const first = ours.getActiveDocContext(SERVER, '/server/resolvers');
    expect(ours.getActiveDocContext(SERVER, '/server/resolvers')).toBe(first);
    expect(first.activeDoc?.id).toBe('resolvers');
    expect(ours.getActiveDocContext(SERVER, '/server/scalars')).not.toBe(first);
    // Another data object is another answer, never a stale one.
    const other = {versions: [version('0.25', '/server', true, ['intro'])]};
    expect(ours.getActiveDocContext(other, '/server/resolvers').activeDoc).toBeUndefined();
  });

  it('orders the docs areas without localeCompare', () => {
    const out = rewrite(SOURCE);
    expect(out).not.toContain('localeCompare');
    const growth = REPLACE.reduce((sum, [before, after]) => sum + after.length - before.length, 0);
    expect(out.length).toBeGreaterThan(SOURCE.length + growth);
  });

  it('fails, naming the file and text, when the package changes', () => {
    expect(() =>
      rewrite(SOURCE.replace('export function getActiveDocContext(', 'export function activeDocContext(')),
    ).toThrow(
      /active-doc-lookup: @docusaurus\/plugin-content-docs\/lib\/client\/docsClientUtils\.js contains "export function getActiveDocContext\(data, pathname\) \{" 0 times, expected once/,
    );
  });
});
