/**
 * A code block's lines as the HTML the theme's `CodeBlock/Line` and our
 * `CodeBlock/Line/Token` (src/theme) render through our Highlight
 * (./Highlight.tsx): a `token-line` span per line (with the line's magic
 * comment classes and, when numbered, its number and content spans), a span
 * per token (a plain token its text alone), a `<br/>` closing each line. The
 * server bundle writes this string into the block's `<code>`
 * (./highlighter.server.tsx) instead of rendering an element per token: on
 * the archive's pages of examples those elements were about a third of the
 * static rendering's time. The markup is the one React writes for those
 * elements, byte for byte (tests/unit/code-highlight.test.ts renders both).
 */
import type React from 'react';
import clsx from 'clsx';
import {isBareText, styleOf, type Token} from './Highlight';

type Style = React.CSSProperties;
type Dictionary = Parameters<typeof styleOf>[0];

/** The CSS module classes of the theme's `CodeBlock/Line` that a numbered line uses. */
export type LineClasses = {codeLine: string; codeLineNumber: string; codeLineContent: string};

export type LinesOptions = {
  /** The classes magic comments give each line, by line index (the code block metadata's `lineClassNames`). */
  lineClassNames: Record<number, string[] | undefined>;
  numbered: boolean;
  classes: LineClasses;
};

const ESCAPES: Record<string, string> = {'"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;'};

/**
 * Text and attribute values escaped as React's server renderer escapes them: its entity for the
 * apostrophe is `&#x27;`, where the search's escaping (src/search/highlight.ts) writes `&#39;`.
 */
function escapeHtml(text: string): string {
  return /["'&<>]/.test(text) ? text.replace(/["'&<>]/g, (character) => ESCAPES[character] as string) : text;
}

/** The style properties React writes without a unit when given a number. */
const UNITLESS = new Set([
  'animationIterationCount',
  'aspectRatio',
  'borderImageOutset',
  'borderImageSlice',
  'borderImageWidth',
  'boxFlex',
  'boxFlexGroup',
  'boxOrdinalGroup',
  'columnCount',
  'columns',
  'flex',
  'flexGrow',
  'flexPositive',
  'flexShrink',
  'flexNegative',
  'flexOrder',
  'gridArea',
  'gridRow',
  'gridRowEnd',
  'gridRowSpan',
  'gridRowStart',
  'gridColumn',
  'gridColumnEnd',
  'gridColumnSpan',
  'gridColumnStart',
  'fontWeight',
  'lineClamp',
  'lineHeight',
  'opacity',
  'order',
  'orphans',
  'tabSize',
  'widows',
  'zIndex',
  'zoom',
  'fillOpacity',
  'floodOpacity',
  'stopOpacity',
  'strokeDasharray',
  'strokeDashoffset',
  'strokeMiterlimit',
  'strokeOpacity',
  'strokeWidth',
]);

/** A style object as the value React writes for its `style` attribute; empty when nothing is written. */
export function styleAttribute(style: Style): string {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style) as [string, unknown][]) {
    if (value === null || value === undefined || typeof value === 'boolean' || value === '') continue;
    const property = name.startsWith('--')
      ? name
      : name
          .replace(/([A-Z])/g, '-$1')
          .toLowerCase()
          .replace(/^ms-/, '-ms-');
    const written =
      typeof value === 'number'
        ? value !== 0 && !name.startsWith('--') && !UNITLESS.has(name)
          ? `${value}px`
          : `${value}`
        : String(value).trim();
    declarations.push(`${escapeHtml(property)}:${escapeHtml(written)}`);
  }
  return declarations.join(';');
}

/** Each style's attribute text, made once: a page has thousands of tokens of a few kinds. */
const attributes = new WeakMap<Style, string>();

function styleMarkup(style: Style | undefined): string {
  if (!style) return '';
  let written = attributes.get(style);
  if (written === undefined) {
    const value = styleAttribute(style);
    written = value === '' ? '' : ` style="${value}"`;
    attributes.set(style, written);
  }
  return written;
}

/** A line's tokens; two texts in a row are parted by an empty comment, as React's server renderer parts them. */
function tokensMarkup(dictionary: Dictionary, tokens: readonly Token[]): string {
  let html = '';
  let afterText = false;
  for (const token of tokens) {
    const style = styleOf(dictionary, token);
    if (isBareText(token, style)) {
      html += `${afterText ? '<!-- -->' : ''}${escapeHtml(token.content)}`;
      afterText = true;
    } else {
      html += `<span class="${escapeHtml(clsx('token', ...token.types))}"${styleMarkup(style)}>${escapeHtml(token.content)}</span>`;
      afterText = false;
    }
  }
  return html;
}

/** The inner HTML of the block's `<code>`: its lines, as the theme renders them. */
export function linesMarkup(dictionary: Dictionary, lines: readonly Token[][], options: LinesOptions): string {
  const {lineClassNames, numbered, classes} = options;
  let html = '';
  lines.forEach((tokens, index) => {
    // The theme's Line writes a line holding only a line break as one empty token.
    const only = tokens.length === 1 ? tokens[0] : undefined;
    const line = only && only.content === '\n' ? [{...only, content: ''}] : tokens;
    const className = clsx('token-line', clsx(lineClassNames[index], numbered && classes.codeLine));
    const content = tokensMarkup(dictionary, line);
    html += `<span class="${escapeHtml(className)}">`;
    html += numbered
      ? `<span class="${escapeHtml(classes.codeLineNumber)}"></span><span class="${escapeHtml(classes.codeLineContent)}">${content}</span>`
      : content;
    html += '<br/></span>';
  });
  return html;
}
