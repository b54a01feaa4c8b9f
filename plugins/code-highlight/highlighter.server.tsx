/**
 * `@code-highlight/highlighter` in the server bundle: every page is rendered
 * with its code blocks highlighted, so the highlighting content component is
 * at hand at once. It writes the block's lines as one HTML string
 * (./linesMarkup.ts), the markup the theme's content component renders with
 * an element per line and per token, into the theme's `<pre><code>`.
 */
import React, {type ReactNode} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Lines from '@site/src/theme/CodeBlock/Content/Lines';
import lineClasses from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {dictionaryFor, highlightedLines} from './Highlight';
import {linesMarkup, type LineClasses} from './linesMarkup';

function ServerContent({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const dictionary = dictionaryFor(usePrismTheme(), metadata.language);
  const html = linesMarkup(dictionary, highlightedLines(dictionary, metadata.code, metadata.language), {
    lineClassNames: metadata.lineClassNames,
    numbered: metadata.lineNumbersStart !== undefined,
    classes: lineClasses as LineClasses,
  });
  return <Lines className={className} keep html={{__html: html}} />;
}

export type HighlightedContent = typeof ServerContent;

export function useHighlightedContent(): HighlightedContent | null {
  return ServerContent;
}

export function preloadHighlighter(): void {}
