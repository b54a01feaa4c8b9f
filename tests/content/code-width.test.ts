/**
 * Code that fits the content column (see the column in src/css/custom.css):
 * - Python examples are formatted to PYTHON_LINE_LENGTH characters, as
 *   `scripts/format-examples.py` (black) leaves them: a longer line is
 *   allowed only where one string literal or one comment makes it longer,
 *   which a formatter cannot split;
 * - in every version, at most 5% of the code blocks have a line wider than
 *   the column holds at 1280 px (COLUMN_CHARACTERS), the figure that
 *   tests/browser/reading-layout.spec.ts measures in the browser.
 */
import {describe, expect, it} from 'vitest';
import {docsPages, blogPages, type Page} from '../support/markdown';

/** Kept equal to LINE_LENGTH in scripts/format-examples.py. */
export const PYTHON_LINE_LENGTH = 80;
/** Characters of 14 px code in the 818 px content column at 1280 px (8.4 px each, 32 px padding). */
export const COLUMN_CHARACTERS = 92;
const SCROLLING_BUDGET = 0.05;

const STRING_OR_COMMENT = /[rbfu]{0,2}("""|'''|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|#.*$/gi;

/** True when the line fits once its longest string literal or comment is taken out. */
export function onlyAStringOrCommentIsTooLong(line: string): boolean {
  const spans = [...line.matchAll(STRING_OR_COMMENT)].map((match) => match[0].length);
  const longest = Math.max(0, ...spans);
  return line.length - longest <= PYTHON_LINE_LENGTH;
}

const isPython = (lang: string) => lang === 'python' || lang === 'py';

describe('Python examples are formatted to the column', () => {
  const pages: Page[] = [...docsPages(), ...blogPages()];
  it(`no line is longer than ${PYTHON_LINE_LENGTH} characters but for one string or comment (run scripts/format-examples.py)`, () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const block of page.blocks.filter((b) => isPython(b.lang))) {
        block.code.split('\n').forEach((line, index) => {
          if (line.length > PYTHON_LINE_LENGTH && !onlyAStringOrCommentIsTooLong(line)) {
            problems.push(`${page.file}:${block.line + 1 + index}: ${line.length} characters`);
          }
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it('the exception is narrow: a line of code alone is held to the length', () => {
    expect(onlyAStringOrCommentIsTooLong(`    "query": "${'x'.repeat(90)}",`)).toBe(true);
    expect(onlyAStringOrCommentIsTooLong(`x = 1  # ${'c'.repeat(90)}`)).toBe(true);
    expect(onlyAStringOrCommentIsTooLong(`result = some_function(${'argument, '.repeat(9)})`)).toBe(false);
  });
});

describe(`at most ${SCROLLING_BUDGET * 100}% of a version's code blocks are wider than the column`, () => {
  const byVersion = new Map<string, Page[]>();
  for (const page of docsPages()) {
    const key = `${page.area} ${page.version}`;
    byVersion.set(key, [...(byVersion.get(key) ?? []), page]);
  }
  for (const [version, pages] of byVersion) {
    it(version, () => {
      const blocks = pages.flatMap((page) => page.blocks.map((block) => ({page, block})));
      const wide = blocks.filter(({block}) => block.code.split('\n').some((line) => line.length > COLUMN_CHARACTERS));
      const names = wide.map(({page, block}) => `${page.file}:${block.line}`);
      expect(blocks.length).toBeGreaterThan(0);
      expect(wide.length / blocks.length, names.join('\n')).toBeLessThanOrEqual(SCROLLING_BUDGET);
    });
  }
});
