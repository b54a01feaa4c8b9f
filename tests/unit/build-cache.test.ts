import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import buildCache, {buildCodeFiles} from '../../plugins/build-cache';

const ROOT = path.resolve(__dirname, '../..');

describe('build-cache', () => {
  it('names every file of the local plugins and of src/site', () => {
    const files = buildCodeFiles(ROOT).map((file) => path.relative(ROOT, file));
    expect(files).toContain('plugins/lean-client/registry-loader.cjs');
    expect(files).toContain('plugins/build-cache/index.ts');
    expect(files).toContain('src/site/parts.ts');
    expect(files.some((file) => file.startsWith('src/theme/'))).toBe(false);
  });

  it('adds them to a persistent cache and leaves a build without one alone', () => {
    const plugin = buildCache({siteDir: ROOT} as LoadContext);
    const configure = plugin.configureWebpack as unknown as (config: object) => object;
    const persistent = {experiments: {cache: {type: 'persistent', buildDependencies: ['/engine/base.js']}}};
    configure(persistent);
    const dependencies = persistent.experiments.cache.buildDependencies;
    expect(dependencies[0]).toBe('/engine/base.js');
    expect(dependencies).toContain(path.join(ROOT, 'plugins/lean-client/index.ts'));
    const uncached = {experiments: {}};
    configure(uncached);
    expect(uncached).toEqual({experiments: {}});
  });
});
