import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Highlight,
  KEPT_BLOCKS,
  highlightedLines,
  mergeInherited,
  themeDictionary,
  tokenLines,
  tokenStyle,
  type RenderProps,
} from '../../plugins/code-highlight/Highlight';
import {assertThemeLoadsLanguagesModule, THEME_LANGUAGES_MODULE} from '../../plugins/code-highlight';
import Prism from '../../plugins/code-highlight/prism';

/** Fence languages shown as plain text on purpose. */
const PLAIN = ['text', 'console'];

/** A Python block rendered on the server as the theme's code block renders it: a line element per line, a span per token. */
function renderPython(code: string): string {
  return renderToStaticMarkup(
    // eslint-disable-next-line react/no-children-prop -- Highlight takes a render function, the prop the theme passes
    createElement(Highlight, {
      code,
      language: 'python',
      theme: themes.github,
      children: ({tokens, getLineProps, getTokenProps}: RenderProps) =>
        tokens.map((line, index) =>
          createElement(
            'span',
            {key: index, ...getLineProps({line})},
            line.map((token, at) => createElement('span', {key: at, ...getTokenProps({token})})),
          ),
        ),
    }),
  );
}

describe('code highlighting', () => {
  it('splits Python into lines of typed tokens', () => {
    const lines = tokenLines('def resolve_hello(*_):\n\n    return "Hi"', 'python');
    expect(lines).toHaveLength(3);
    expect(lines[0]?.[0]).toEqual({types: ['keyword'], content: 'def'});
    expect(lines[0]?.find((token) => token.content === 'resolve_hello')?.types).toEqual(['function']);
    expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
    expect(lines[2]?.find((token) => token.content === '"Hi"')?.types).toEqual(['string']);
    expect(
      lines
        .flat()
        .map((token) => (token.empty ? '' : token.content))
        .join(''),
    ).toBe('def resolve_hello(*_):    return "Hi"');
  });

  it('highlights GraphQL, JSON, TOML, YAML and shell, and leaves unknown languages plain', () => {
    expect(
      tokenLines('type Query { hello: String! }', 'graphql')
        .flat()
        .some((token) => token.types.includes('keyword')),
    ).toBe(true);
    expect(
      tokenLines('{"data": null}', 'json')
        .flat()
        .some((token) => token.types.includes('property')),
    ).toBe(true);
    expect(
      tokenLines('[tool.ariadne-codegen]\nschema_path = "schema.graphql"', 'toml')
        .flat()
        .some((token) => token.types.includes('table')),
    ).toBe(true);
    expect(
      tokenLines('key: value', 'yaml')
        .flat()
        .some((token) => token.types.includes('key')),
    ).toBe(true);
    expect(
      tokenLines('pip install ariadne', 'bash')
        .flat()
        .some((token) => token.types.includes('function')),
    ).toBe(true);
    expect(tokenLines('$ uvicorn app:app', 'console')).toEqual([[{types: ['plain'], content: '$ uvicorn app:app'}]]);
  });

  it('takes the colours of the theme, by token type', () => {
    const dictionary = themeDictionary(themes.github, 'python');
    expect(dictionary.root).toEqual(themes.github.plain);
    expect(dictionary.plain.backgroundColor).toBeUndefined();
    const comment = themes.github.styles.find((entry) => entry.types.includes('comment'));
    expect(dictionary.comment).toMatchObject(comment?.style ?? {});
  });

  it('leaves out styles that restate the plain colour the block gives every line and token', () => {
    const dictionary = themeDictionary(themes.github, 'python');
    const plain = themes.github.plain.color;
    expect(dictionary.punctuation?.color).toBe(plain);
    expect(tokenStyle(dictionary, {types: ['punctuation'], content: '('})).toBeUndefined();
    expect(tokenStyle(dictionary, {types: ['plain'], content: 'x'})).toBeUndefined();
    expect(tokenStyle(dictionary, {types: ['keyword'], content: 'def'})).toEqual(dictionary.keyword);
    expect(tokenStyle(dictionary, {types: ['plain'], content: '\n', empty: true})).toEqual({display: 'inline-block'});
    // A token of several types keeps the colour of its last coloured type.
    expect(tokenStyle(dictionary, {types: ['decorator', 'annotation', 'punctuation'], content: '@'})).toBeUndefined();
    expect(tokenStyle(dictionary, {types: ['punctuation', 'string'], content: '"'})?.color).toBe(
      dictionary.string?.color,
    );
    const html = renderPython('print("hi", 1)');
    expect(html).toContain('<span class="token-line"><span class="token keyword" style="color:#00009f">print</span>');
    // Punctuation and plain text between two coloured tokens are one element.
    expect(html).toContain('<span class="token plain">(</span>');
    expect(html).toContain('<span class="token plain">, </span>');
    expect(html).toContain(`<span class="token string" style="color:${dictionary.string?.color ?? ''}">`);
  });

  it('makes each run of tokens in the plain colour one plain token, and keeps the text', () => {
    const dictionary = themeDictionary(themes.github, 'python');
    const code = 'def resolve(obj, info, **kwargs):\n\n    return obj["x"] + 1';
    const lines = tokenLines(code, 'python');
    const merged = mergeInherited(dictionary, lines);
    const text = (list: typeof lines) =>
      list.map((line) => line.map((token) => (token.empty ? '' : token.content)).join(''));
    expect(text(merged)).toEqual(text(lines));
    // Punctuation and operators (`**`) take the plain colour in this theme: one token with the text around them.
    expect(merged[0]).toEqual([
      {types: ['keyword'], content: 'def'},
      {types: ['plain'], content: ' '},
      {types: ['function'], content: 'resolve'},
      {types: ['plain'], content: '(obj, info, **kwargs):'},
    ]);
    // No two neighbours both in the plain colour; empty lines stay as they are.
    for (const line of merged)
      for (let at = 1; at < line.length; at += 1)
        expect(
          tokenStyle(dictionary, line[at - 1]!) === undefined && tokenStyle(dictionary, line[at]!) === undefined,
        ).toBe(false);
    expect(merged[1]).toEqual(lines[1]);
    expect(merged.flat().length).toBeLessThan(lines.flat().length);
  });

  it('keeps the tokens of the blocks highlighted last, the oldest dropped first, and renders them as they were made', () => {
    const dictionary = themeDictionary(themes.github, 'python');
    const code = 'from ariadne import QueryType\nquery = QueryType()';
    const first = highlightedLines(dictionary, code, 'python');
    expect(first).toEqual(mergeInherited(dictionary, tokenLines(code, 'python')));
    expect(highlightedLines(dictionary, code, 'python')).toBe(first);
    // Another theme's dictionary has its own tokens.
    const dark = themeDictionary(themes.dracula, 'python');
    expect(highlightedLines(dark, code, 'python')).not.toBe(first);
    // Used again just before the others: it outlives all but the last KEPT_BLOCKS - 1 of them.
    for (let block = 0; block < KEPT_BLOCKS - 1; block += 1) highlightedLines(dictionary, `x = ${block}`, 'python');
    expect(highlightedLines(dictionary, code, 'python')).toBe(first);
    for (let block = 0; block < KEPT_BLOCKS; block += 1) highlightedLines(dictionary, `y = ${block}`, 'python');
    const again = highlightedLines(dictionary, code, 'python');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    // Two renders of one block give the same markup.
    expect(renderPython(code)).toBe(renderPython(code));
  });

  it('has a grammar for every language the pages use', () => {
    const used = new Set<string>();
    for (const dir of ['server', 'client', 'server_versioned_docs', 'client_versioned_docs', 'blog', 'src']) {
      for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
        if (!/\.mdx?$/.test(file)) continue;
        for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/^\s*```+([\w+-]+)/gm))
          used.add(match[1] as string);
      }
    }
    const missing = [...used].filter(
      (language) => typeof Prism.languages[language] !== 'object' && !PLAIN.includes(language),
    );
    expect(missing).toEqual([]);
  });

  it("fails the build when the site no longer loads the theme's languages module, which it aliases", () => {
    const clientModules = (modules: string[]) =>
      `export default [\n${modules.map((module) => `  require(${JSON.stringify(module)}),`).join('\n')}\n];\n`;
    const others = ['/site/node_modules/infima/dist/css/default/default.css', '/site/src/css/custom.css'];
    expect(() => assertThemeLoadsLanguagesModule(clientModules([THEME_LANGUAGES_MODULE, ...others]))).not.toThrow();
    expect(() => assertThemeLoadsLanguagesModule(clientModules(others))).toThrow(
      /^code-highlight: the site's client modules name .*prism-include-languages 0 times, expected once/,
    );
    expect(() => assertThemeLoadsLanguagesModule(clientModules([`${THEME_LANGUAGES_MODULE}.js`, ...others]))).toThrow(
      /0 times/,
    );
  });
});
