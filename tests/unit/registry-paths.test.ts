import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

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
});
