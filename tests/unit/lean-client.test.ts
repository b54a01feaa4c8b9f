import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as lean from '../../plugins/lean-client/utils-common';

const require = createRequire(import.meta.url);
const {stripModulePaths} = require('../../plugins/lean-client/registry-loader.cjs') as {stripModulePaths: (source: string) => string};
const utilsCommon = require('@docusaurus/utils-common') as Record<string, unknown>;

describe('lean-client', () => {
  it('gives the browser every export of @docusaurus/utils-common, the same values', () => {
    expect(Object.keys(lean).sort()).toEqual(Object.keys(utilsCommon).sort());
    for (const name of Object.keys(utilsCommon)) {
      expect(lean[name as keyof typeof lean], name).toBe(utilsCommon[name]);
    }
  });

  it('empties the module paths of the route registry and keeps the rest of each entry', () => {
    const registry = [
      'export default {',
      '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
      '  "55d1c31d": [() => import(/* webpackChunkName: "55d1c31d" */ "@site/server/intro.md"), "@site/server/intro.md", require.resolveWeak("@site/server/intro.md")],',
      '};',
    ].join('\n');
    expect(stripModulePaths(registry)).toBe(
      [
        'export default {',
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
        '  "55d1c31d": [() => import(/* webpackChunkName: "55d1c31d" */ "@site/server/intro.md"), "", require.resolveWeak("@site/server/intro.md")],',
        '};',
      ].join('\n'),
    );
  });

  it('fails the build when a registry entry has another shape', () => {
    const registry = 'export default {\n  "55d1c31d": [() => import("@site/server/intro.md"), "@site/server/intro.md"],\n};';
    expect(() => stripModulePaths(registry)).toThrow(/1 registry entries, of which 0/);
  });
});
