/**
 * The `Highlight` render-prop component of prism-react-renderer, which the
 * theme's code block uses, over our Prism with only the grammars the site
 * needs (./prism.ts). prism-react-renderer carries its own Prism with some
 * thirty grammars, and the theme loads it on every page; this module
 * replaces it in the bundle (see ./index.ts). The props it gives its
 * render function are the ones the theme reads: className, style, tokens
 * (one array of tokens per line), getLineProps and getTokenProps.
 */
import React from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';
import Prism from './prism';

export type Token = {types: string[]; content: string; empty?: boolean};
type Style = React.CSSProperties;
type ThemeDictionary = Record<string, Style> & {root: Style; plain: Style};

type LineInputProps = {line: Token[]; className?: string; style?: Style; [key: string]: unknown};
type TokenInputProps = {token: Token; className?: string; style?: Style; [key: string]: unknown};
export type RenderProps = {
  className: string;
  style: Style;
  tokens: Token[][];
  getLineProps: (input: LineInputProps) => {className: string; style?: Style; [key: string]: unknown};
  getTokenProps: (input: TokenInputProps) => {
    className: string;
    style?: Style;
    children: string;
    [key: string]: unknown;
  };
};
type Props = {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: unknown;
  children: (props: RenderProps) => React.ReactNode;
};

/** The theme's styles by token type, for one language. */
export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const byType: Record<string, Style> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) byType[type] = {...byType[type], ...(style as Style)};
  }
  return {...byType, root: theme.plain as Style, plain: {...(theme.plain as Style), backgroundColor: undefined}};
}

type PrismToken = string | {type: string; alias?: string | string[]; content: PrismToken | PrismToken[]};

function withType(types: readonly string[], type: string): string[] {
  return types[types.length - 1] === type ? [...types] : [...types, type];
}

/** Prism's nested token stream as flat tokens, each with the stack of types it sits in. */
function flatten(stream: readonly PrismToken[], outer: readonly string[], into: Token[]): Token[] {
  for (const token of stream) {
    if (typeof token === 'string') {
      into.push({types: outer.length > 0 ? [...outer] : ['plain'], content: token});
      continue;
    }
    let types = withType(outer, token.type);
    for (const alias of token.alias === undefined ? [] : ([] as string[]).concat(token.alias))
      types = withType(types, alias);
    if (typeof token.content === 'string') into.push({types, content: token.content});
    else flatten(Array.isArray(token.content) ? token.content : [token.content], types, into);
  }
  return into;
}

/** Tokens split into lines; an empty line holds one empty plain token. */
export function tokenLines(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  const stream: PrismToken[] = grammar ? (Prism.tokenize(code, grammar) as PrismToken[]) : [code];
  const lines: Token[][] = [[]];
  for (const token of flatten(stream, [], [])) {
    token.content.split(/\r\n|\r|\n/).forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') (lines[lines.length - 1] as Token[]).push({types: token.types, content: part});
    });
  }
  return lines.map((line) => (line.length > 0 ? line : [{types: ['plain'], content: '\n', empty: true}]));
}

/**
 * A style that only says what the block's root already gives (the plain text
 * colour, which every line and token inherits) is left out: on a page of
 * code, most lines and punctuation tokens would otherwise each carry the same
 * `style` attribute, which the browser parses and applies one element at a time.
 */
function inheritedOnly(dictionary: ThemeDictionary, style: Style | undefined): boolean {
  if (!style) return true;
  const keys = Object.keys(style).filter((key) => style[key as keyof Style] !== undefined);
  return keys.every((key) => key === 'color') && (keys.length === 0 || style.color === dictionary.root.color);
}

export function tokenStyle(dictionary: ThemeDictionary, {types, empty}: Token): Style | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  const style: Style =
    types.length === 1 && !empty
      ? (dictionary[types[0] as string] ?? {})
      : Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
  return inheritedOnly(dictionary, style) ? undefined : style;
}

/**
 * Whether a token with this style is written as its text alone, with no element
 * (src/theme/CodeBlock/Line/Token in the browser, ./linesMarkup.ts on the server):
 * a plain token that takes the block's own colour.
 */
export function isBareText(token: Token, style: Style | undefined): boolean {
  return token.types.length === 1 && token.types[0] === 'plain' && !token.empty && style === undefined;
}

/** The map kept for `key` in `maps`, made empty the first time. */
function keptFor<K extends object, V>(maps: WeakMap<K, Map<string, V>>, key: K): Map<string, V> {
  let map = maps.get(key);
  if (!map) maps.set(key, (map = new Map()));
  return map;
}

/** Each dictionary's token styles, by the token's types: a block has thousands of tokens of a few kinds. */
const keptStyles = new WeakMap<ThemeDictionary, Map<string, Style | undefined>>();

export function styleOf(dictionary: ThemeDictionary, token: Token): Style | undefined {
  const byTypes = keptFor(keptStyles, dictionary);
  const key = token.empty ? `${token.types.join(' ')} empty` : token.types.join(' ');
  if (byTypes.has(key)) return byTypes.get(key);
  const style = tokenStyle(dictionary, token);
  byTypes.set(key, style);
  return style;
}

/**
 * Each run of adjacent tokens that take the block's own colour (plain text,
 * punctuation, operators: tokenStyle gives them no style) made one plain
 * token. They look the same either way, but as one element instead of
 * several: about half the tokens of a page of Python, which the server
 * renders and the browser parses and lays out one element at a time.
 */
export function mergeInherited(dictionary: ThemeDictionary, lines: Token[][]): Token[][] {
  return lines.map((line) => {
    const merged: Token[] = [];
    // Whether the last token of `merged` is a run in the block's own colour.
    let inRun = false;
    for (const token of line) {
      const inherits = !token.empty && !styleOf(dictionary, token);
      const last = merged[merged.length - 1];
      if (inherits && inRun && last)
        merged[merged.length - 1] = {types: ['plain'], content: last.content + token.content};
      else merged.push(inherits ? {types: ['plain'], content: token.content} : token);
      inRun = inherits;
    }
    return merged;
  });
}

/** Each theme's dictionaries, by language: made once, not once per code block. */
const dictionaries = new WeakMap<PrismTheme, Map<string, ThemeDictionary>>();

export function dictionaryFor(theme: PrismTheme, language: string): ThemeDictionary {
  const byLanguage = keptFor(dictionaries, theme);
  let dictionary = byLanguage.get(language);
  if (!dictionary) byLanguage.set(language, (dictionary = themeDictionary(theme, language)));
  return dictionary;
}

/** How many code blocks' tokens are kept. */
export const KEPT_BLOCKS = 300;

/**
 * The tokens of the code blocks highlighted last, by dictionary (theme and language) and code, the
 * oldest dropped first: the same example appears in many versions of a page, which one build renders
 * one after the other, and a reader's tab renders a page's blocks again when it comes back to it.
 * Nothing changes the tokens once made.
 */
const keptTokens = new WeakMap<ThemeDictionary, Map<string, Token[][]>>();

export function highlightedLines(dictionary: ThemeDictionary, code: string, language: string): Token[][] {
  const byCode = keptFor(keptTokens, dictionary);
  const kept = byCode.get(code);
  if (kept) {
    // Used again: the newest entry now.
    byCode.delete(code);
    byCode.set(code, kept);
    return kept;
  }
  const lines = mergeInherited(dictionary, tokenLines(code, language));
  if (byCode.size >= KEPT_BLOCKS) byCode.delete(byCode.keys().next().value as string);
  byCode.set(code, lines);
  return lines;
}

export function Highlight({code, language, theme, children}: Props): React.ReactNode {
  const dictionary = dictionaryFor(theme, language);
  const tokens = React.useMemo(() => highlightedLines(dictionary, code, language), [dictionary, code, language]);
  return children({
    className: `prism-code language-${language}`,
    style: dictionary.root,
    tokens,
    getLineProps: ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      // A line's own style is the plain text colour, which it inherits from the block's root.
      style: style && !inheritedOnly(dictionary, style) ? {...dictionary.plain, ...style} : undefined,
    }),
    getTokenProps: ({token, className, style, ...rest}) => {
      const own = styleOf(dictionary, token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        style: style ? {...own, ...style} : own,
        children: token.content,
      };
    },
  });
}

export {Prism};
