import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as lean from '../../plugins/utils-common/exports';

const require = createRequire(import.meta.url);
const utilsCommon = require('@docusaurus/utils-common') as Record<string, unknown>;

describe('utils-common', () => {
  it('gives the browser every export of @docusaurus/utils-common, the same values', () => {
    expect(Object.keys(lean).sort()).toEqual(Object.keys(utilsCommon).sort());
    for (const name of Object.keys(utilsCommon)) {
      expect(lean[name as keyof typeof lean], name).toBe(utilsCommon[name]);
    }
  });
});
