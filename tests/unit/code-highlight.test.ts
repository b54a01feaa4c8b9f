import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {Fragment, createElement, type ReactNode} from 'react';
import {renderToStaticMarkup, renderToString} from 'react-dom/server';
import clsx from 'clsx';
import {
  Highlight,
  KEPT_BLOCKS,
  highlightedLines,
  mergeInherited,
  themeDictionary,
  tokenLines,
  tokenStyle,
  dictionaryFor,
  type RenderProps,
  type Token,
} from '../../plugins/code-highlight/Highlight';
import {linesMarkup, styleAttribute} from '../../plugins/code-highlight/linesMarkup';
import LineToken from '../../src/theme/CodeBlock/Line/Token';
import {codeTheme} from '../../src/site/prismTheme';
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

/** The CSS module classes of the theme's Line, as a build names them. */
const LINE_CLASSES = {
  codeLine: 'codeLine_lJS_',
  codeLineNumber: 'codeLineNumber_Tfdd',
  codeLineContent: 'codeLineContent_feaV',
};

/**
 * A block's lines rendered as the server renders the theme's content component: its Line
 * (node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Line, written out here element for
 * element; the patch register checks that file still reads so) with our Line/Token, by React.
 */
function reactLines(code: string, language: string, lineClassNames: Record<number, string[]>, numbered: boolean) {
  return renderToString(
    // eslint-disable-next-line react/no-children-prop -- Highlight takes a render function, the prop the theme passes
    createElement(Highlight, {
      code,
      language,
      theme: codeTheme,
      children: ({tokens, getLineProps, getTokenProps}: RenderProps) =>
        tokens.map((tokensOfLine, index) => {
          const only = tokensOfLine.length === 1 ? tokensOfLine[0] : undefined;
          const line: Token[] = only && only.content === '\n' ? [{...only, content: ''}] : tokensOfLine;
          const lineProps = getLineProps({
            line,
            className: clsx(lineClassNames[index], numbered && LINE_CLASSES.codeLine),
          });
          const lineTokens = line.map((token, key) => {
            const tokenProps = getTokenProps({token});
            return createElement(LineToken, {key, ...tokenProps, line, token}, tokenProps.children);
          });
          const children: ReactNode = numbered
            ? createElement(
                Fragment,
                null,
                createElement('span', {className: LINE_CLASSES.codeLineNumber}),
                createElement('span', {className: LINE_CLASSES.codeLineContent}, lineTokens),
              )
            : lineTokens;
          return createElement('span', {key: index, ...lineProps}, children, createElement('br'));
        }),
    }),
  );
}

/** Every fenced block of the site's current docs, with its language. */
function fencedBlocks(): {language: string; code: string}[] {
  const blocks: {language: string; code: string}[] = [];
  for (const dir of ['server', 'client']) {
    for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
      if (!/\.mdx?$/.test(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const match of text.matchAll(/^```+([\w+-]*)[^\n]*\n([\s\S]*?)\n```+$/gm))
        blocks.push({language: match[1] || 'text', code: match[2] as string});
    }
  }
  return blocks;
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

  it("writes a block's lines as the markup React renders for the theme's Line and our Token, byte for byte", () => {
    const blocks = [
      ...fencedBlocks(),
      {language: 'python', code: 'x = "<b>&amp;</b>"\n\n\n# it\'s\n    return x'},
      {language: 'graphql', code: 'type Query {\n  hello: String!\n}\n'},
      {language: 'unknown', code: 'a < b && c > "d"\n\n'},
    ];
    expect(blocks.length).toBeGreaterThan(100);
    const lineClassNames = {0: ['theme-code-block-highlighted-line'], 2: ['a', 'b']};
    for (const {language, code} of blocks) {
      const dictionary = dictionaryFor(codeTheme, language);
      const lines = highlightedLines(dictionary, code, language);
      for (const numbered of [false, true]) {
        const options = {lineClassNames, numbered, classes: LINE_CLASSES};
        expect(linesMarkup(dictionary, lines, options), `${language} block, numbered: ${numbered}`).toBe(
          reactLines(code, language, lineClassNames, numbered),
        );
      }
    }
  });

  it('writes style attributes as React does: units, unitless numbers, custom properties, escaping', () => {
    expect(styleAttribute({color: '#393A34', fontStyle: 'italic'})).toBe('color:#393A34;font-style:italic');
    expect(styleAttribute({opacity: 0.7, marginLeft: 4, zIndex: 2, width: 0})).toBe(
      'opacity:0.7;margin-left:4px;z-index:2;width:0',
    );
    expect(styleAttribute({color: undefined, display: ''})).toBe('');
    expect(styleAttribute({['--prism-color' as 'color']: ' red ', fontFamily: '"A&B"'})).toBe(
      '--prism-color:red;font-family:&quot;A&amp;B&quot;',
    );
    for (const style of [
      {opacity: 0.7, marginLeft: 4, zIndex: 2, width: 0},
      {fontFamily: '"A&B"', textDecorationLine: 'line-through'},
    ])
      expect(renderToStaticMarkup(createElement('span', {style}))).toBe(
        `<span style="${styleAttribute(style)}"></span>`,
      );
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
