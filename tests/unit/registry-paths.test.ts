import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import registryPaths from '../../plugins/registry-paths';

const require = createRequire(import.meta.url);
const {withoutModulePaths} = require('../../plugins/registry-paths/loader.cjs') as {
  withoutModulePaths: (source: string) => string;
};

const entry = (key: string, module: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const registryOf = (entries: [string, string][]) =>
  ['export default {', ...entries.map(([key, module]) => entry(key, module)), '};'].join('\n');

describe('registry-paths', () => {
  it('empties the module paths of the route registry and keeps the rest of each entry', () => {
    const registry = registryOf([
      ['17896441', '@theme/DocItem'],
      ['55d1c31d', '@site/server/intro.md'],
    ]);
    expect(withoutModulePaths(registry)).toBe(
      [
        'export default {',
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
        '  "55d1c31d": [() => import(/* webpackChunkName: "55d1c31d" */ "@site/server/intro.md"), "", require.resolveWeak("@site/server/intro.md")],',
        '};',
      ].join('\n'),
    );
  });

  it('fails the build when a registry entry has another shape', () => {
    const registry =
      'export default {\n  "55d1c31d": [() => import("@site/server/intro.md"), "@site/server/intro.md"],\n};';
    expect(() => withoutModulePaths(registry)).toThrow(/registry-paths: 1 registry entries, of which 0/);
  });

  it('fails the build when the registry has no entry to rewrite', () => {
    expect(() => withoutModulePaths(registryOf([]))).toThrow('registry-paths: the route registry has no entries');
  });

  it('fails the build, naming itself, when the engine no longer writes registry.js', () => {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-paths-'));
    try {
      const plugin = registryPaths({generatedFilesDir} as LoadContext);
      const configure = () => plugin.configureWebpack?.({}, false, {} as never, {} as never);
      expect(configure).toThrow(/^registry-paths: the engine no longer writes .*registry\.js/);
      fs.writeFileSync(path.join(generatedFilesDir, 'registry.js'), registryOf([['a', '@theme/DocItem']]));
      const rule = (configure() as {module: {rules: {test: (file: string) => boolean}[]}}).module.rules[0];
      expect(rule?.test(path.join(generatedFilesDir, 'registry.js'))).toBe(true);
      expect(rule?.test(path.join(generatedFilesDir, 'routes.js'))).toBe(false);
      expect(plugin.configureWebpack?.({}, true, {} as never, {} as never)).toEqual({});
    } finally {
      fs.rmSync(generatedFilesDir, {recursive: true, force: true});
    }
  });
});
