import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import buildCache, {buildCodeFiles, finishBuild, startBuild, unfinishedMarker} from '../../plugins/build-cache';

const ROOT = path.resolve(__dirname, '../..');

type Cache = {type: string; buildDependencies: string[]; storage?: {type: string; directory: string}};

function configureFor(part: string | undefined) {
  const plugin = buildCache({siteDir: ROOT, siteConfig: {customFields: {sitePart: {part}}}} as unknown as LoadContext);
  return plugin.configureWebpack as unknown as (config: object) => object;
}

describe('build-cache', () => {
  it('names every file of the local plugins and of src/site', () => {
    const files = buildCodeFiles(ROOT).map((file) => path.relative(ROOT, file));
    expect(files).toContain('plugins/chunk-groups/loader.cjs');
    expect(files).toContain('plugins/build-cache/index.ts');
    expect(files).toContain('src/site/parts.ts');
    expect(files).toEqual([...files].sort());
    expect(files.some((file) => file.startsWith('src/theme/'))).toBe(false);
  });

  it('adds them to a persistent cache and leaves a build without one alone', () => {
    const configure = configureFor(undefined);
    const persistent: {experiments: {cache: Cache}} = {
      experiments: {cache: {type: 'persistent', buildDependencies: ['/engine/base.js']}},
    };
    configure(persistent);
    const dependencies = persistent.experiments.cache.buildDependencies;
    expect(dependencies[0]).toBe('/engine/base.js');
    expect(dependencies).toContain(path.join(ROOT, 'plugins/short-global-data/index.ts'));
    expect(persistent.experiments.cache.storage).toBeUndefined();
    const uncached = {experiments: {}};
    configure(uncached);
    expect(uncached).toEqual({experiments: {}});
  });

  it("keeps each site part's cache in a folder of its own", () => {
    const cacheOf = (part: string) => {
      const config: {experiments: {cache: Cache}} = {experiments: {cache: {type: 'persistent', buildDependencies: []}}};
      configureFor(part)(config);
      return config.experiments.cache.storage;
    };
    expect(cacheOf('main')).toEqual({
      type: 'filesystem',
      directory: path.join(ROOT, 'node_modules/.cache/rspack/main'),
    });
    expect(cacheOf('archive')?.directory).toBe(path.join(ROOT, 'node_modules/.cache/rspack/archive'));
  });

  it('discards the cache of a build that did not finish, and keeps the cache of one that did', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
    const cacheDir = path.join(dir, 'rspack/main');
    try {
      const fillCache = () => {
        fs.mkdirSync(path.join(cacheDir, 'client'), {recursive: true});
        fs.writeFileSync(path.join(cacheDir, 'client/pack'), 'modules');
      };
      // A first build, with no cache yet: nothing to discard; the marker stands until it finishes.
      expect(startBuild(cacheDir)).toBe(false);
      expect(fs.existsSync(unfinishedMarker(cacheDir))).toBe(true);
      fillCache();
      finishBuild(cacheDir);
      expect(fs.existsSync(unfinishedMarker(cacheDir))).toBe(false);

      // The next build finds a whole cache and keeps it, then is stopped before its end.
      expect(startBuild(cacheDir)).toBe(false);
      expect(fs.existsSync(path.join(cacheDir, 'client/pack'))).toBe(true);

      // The build after that finds the marker: the cache goes, and a new marker stands.
      expect(startBuild(cacheDir)).toBe(true);
      expect(fs.existsSync(cacheDir)).toBe(false);
      expect(fs.existsSync(unfinishedMarker(cacheDir))).toBe(true);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('looks after the cache of a part built with one, and of no other', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-site-'));
    const plugin = (part: string) =>
      buildCache({siteDir: dir, siteConfig: {customFields: {sitePart: {part}}}} as unknown as LoadContext);
    const marker = (part: string) => unfinishedMarker(path.join(dir, 'node_modules/.cache/rspack', part));
    const noCache = process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
    try {
      delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
      const main = plugin('main');
      await main.loadContent?.();
      expect(fs.existsSync(marker('main'))).toBe(true);
      await (main.postBuild as unknown as () => Promise<void>)();
      expect(fs.existsSync(marker('main'))).toBe(false);

      await plugin('all').loadContent?.();
      expect(fs.existsSync(marker('all'))).toBe(false);
      process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';
      await plugin('archive').loadContent?.();
      expect(fs.existsSync(marker('archive'))).toBe(false);
    } finally {
      if (noCache === undefined) delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
      else process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = noCache;
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
