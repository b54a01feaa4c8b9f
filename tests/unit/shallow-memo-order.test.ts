/**
 * plugins/shallow-memo-order: the theme's useShallowMemoObject sorts its keys
 * by code unit instead of localeCompare, the order is the same for the options
 * objects the site passes, and a changed package stops the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {rewrite, REPLACE, FILE, TEST} =
  require('../../plugins/shallow-memo-order/loader.cjs') as typeof import('../../plugins/shallow-memo-order/loader.cjs');

const INSTALLED = path.join(path.resolve(__dirname, '../..'), 'node_modules/@docusaurus/theme-common', FILE);
const SOURCE = fs.readFileSync(INSTALLED, 'utf8');

/** The body of useShallowMemoObject in a version of the file. */
function shallowMemo(text: string): string {
  const start = text.indexOf('export function useShallowMemoObject(obj) {');
  expect(start).toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf('\n}', start));
}

/** The comparator the rewrite puts in, as a function. */
function comparator(): (a: [string, unknown], b: [string, unknown]) => number {
  const replacement = REPLACE[0]?.[1] ?? '';
  const arrow = /deps\.sort\((.*)\);$/.exec(replacement)?.[1];
  expect(arrow).toBeDefined();
  return new Function(`return ${arrow}`)() as (a: [string, unknown], b: [string, unknown]) => number;
}

describe('shallow-memo-order', () => {
  it("applies to the theme's reactUtils module only", () => {
    expect(TEST.test(INSTALLED)).toBe(true);
    expect(TEST.test(INSTALLED.replace('theme-common', 'theme-classic'))).toBe(false);
  });

  it('sorts the keys without localeCompare', () => {
    expect(shallowMemo(SOURCE)).toContain('localeCompare');
    const rewritten = shallowMemo(rewrite(SOURCE));
    expect(rewritten).not.toContain('localeCompare');
    expect(rewritten).toContain('deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
  });

  it("orders the site's options objects as localeCompare did, and any keys the same way every time", () => {
    const compare = comparator();
    const observerOptions = {subtree: true, childList: true, characterData: true, attributes: true};
    const entries = () => Object.entries(observerOptions) as [string, unknown][];
    const byLocale = entries().sort((a, b) => a[0].localeCompare(b[0]));
    expect(entries().sort(compare)).toEqual(byLocale);
    const keys = ['b', 'B', 'a', 'A', 'aa', '_x', '1'];
    const once = keys.map((key) => [key, 0] as [string, unknown]).sort(compare);
    const reversed = [...keys]
      .reverse()
      .map((key) => [key, 0] as [string, unknown])
      .sort(compare);
    expect(reversed).toEqual(once);
  });

  it('stops the build when the text to replace is not there', () => {
    expect(() => rewrite(SOURCE.replace('a[0].localeCompare(b[0])', 'compare(a, b)'))).toThrow(
      /^shallow-memo-order: @docusaurus\/theme-common\/lib\/utils\/reactUtils\.js contains .* 0 times, expected once; update plugins\/shallow-memo-order/,
    );
  });
});
