/**
 * plugins/after-hydration: each registered state update of the installed
 * packages becomes a transition, nothing else of the file changes, the
 * webpack rules reach exactly those files, and a changed package stops the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import afterHydration from '../../plugins/after-hydration';

const require = createRequire(import.meta.url);
const {rewrite, REWRITES} =
  require('../../plugins/after-hydration/loader.cjs') as typeof import('../../plugins/after-hydration/loader.cjs');

const ROOT = path.resolve(__dirname, '../..');
const installedFile = (entry: (typeof REWRITES)[number]) => path.join(ROOT, 'node_modules', entry.package, entry.file);

describe('after-hydration loader', () => {
  it('rewrites the first-effect updates of the installed packages into transitions', () => {
    expect(REWRITES.map((entry) => entry.id)).toEqual([
      'browser flag',
      'window size',
      'code word wrap',
      'preferred versions',
    ]);
    for (const entry of REWRITES) {
      const file = installedFile(entry);
      expect(entry.test.test(file), file).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      const out = rewrite(source, file);
      expect(out).toMatch(/import (React, )?\{ startTransition, /);
      // One transition per replaced update (every replacement but the import line).
      expect(out.match(/startTransition\(/g), entry.id).toHaveLength(entry.replace.length - 1);
      // Only the registered texts change.
      const growth = entry.replace.reduce((sum, [before, after]) => sum + after.length - before.length, 0);
      expect(out.length - source.length, entry.id).toBe(growth);
    }
  });

  it('leaves a later update (a resize) synchronous', () => {
    const entry = REWRITES.find((candidate) => candidate.id === 'window size')!;
    const out = rewrite(fs.readFileSync(installedFile(entry), 'utf8'), installedFile(entry));
    expect(out).toContain("window.addEventListener('resize', updateWindowSize);");
    expect(out).toContain('startTransition(updateWindowSize);');
  });

  it('fails, naming the package, file and text, when a package changes', () => {
    const entry = REWRITES.find((candidate) => candidate.id === 'preferred versions')!;
    const changed = fs
      .readFileSync(installedFile(entry), 'utf8')
      .replace('setState(readStorageState', 'setState(readStoredState');
    expect(() => rewrite(changed, installedFile(entry))).toThrow(
      /after-hydration \(preferred versions\): @docusaurus\/plugin-content-docs\/lib\/client\/docsPreferredVersion\.js contains ".*setState\(readStorageState.*" 0 times, expected once/,
    );
    expect(() => rewrite('', '/somewhere/else.js')).toThrow(/no rewrite is registered for \/somewhere\/else\.js/);
  });

  it('adds one webpack rule per rewritten file, using the loader', () => {
    const config = afterHydration().configureWebpack?.({} as never, false, {} as never, {} as never) as {
      module: {rules: {test: RegExp; use: {loader: string}[]}[]};
    };
    expect(config.module.rules.map((rule) => rule.test)).toEqual(REWRITES.map((entry) => entry.test));
    for (const rule of config.module.rules) expect(rule.use[0]?.loader).toMatch(/after-hydration[\\/]loader\.cjs$/);
  });
});
