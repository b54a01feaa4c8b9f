import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import buildCache, {buildCodeFiles} from '../../plugins/build-cache';

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
});
