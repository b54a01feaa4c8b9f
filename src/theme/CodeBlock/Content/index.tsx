/**
 * Wrapped: a code block that is hydrated keeps the highlighted lines the
 * server rendered. The theme's content component tokenizes the code with Prism
 * and builds an element per token, only to arrive at the markup already in
 * the page; on a docs page with many examples that was most of the main
 * thread's work on first load. While the page hydrates, the block's `<code>`
 * is handed to React as opaque HTML instead, so the server's lines stay as
 * they are, and Prism need not be loaded at all (plugins/code-highlight).
 * Blocks mounted later (client-side navigation) render as the theme does,
 * shown as plain text for the moment the highlighter may still be on its
 * way. If a hydrated block finds no server lines to keep, it renders them
 * itself. A block of a page's content rendered after the page kept the
 * server's HTML (src/components/DeferredMarkdown) is given the lines that
 * HTML had.
 */
import React, {useCallback, useEffect, useLayoutEffect, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {preloadHighlighter, useHighlightedContent} from '@code-highlight/highlighter';
import type {Props} from '@theme/CodeBlock/Content';
import {useKeptCode} from '@site/src/components/DeferredMarkdown/keptCode';
import Lines from '@site/src/theme/CodeBlock/Content/Lines';

/** The server's lines, left untouched by hydration; `onMissing` if there are none. */
function ServerLines({className, onMissing}: {className?: string; onMissing: () => void}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  useLayoutEffect(() => {
    const code = wordWrap.codeBlockRef.current?.querySelector('code');
    if (!code || (code.childNodes.length === 0 && metadata.code.length > 0)) onMissing();
  }, [wordWrap.codeBlockRef, metadata.code, onMissing]);
  useEffect(preloadHighlighter, []);
  return <Lines className={className} keep />;
}

function HighlightedLines(props: Props): ReactNode {
  const Highlighted = useHighlightedContent();
  return Highlighted ? <Highlighted {...props} /> : <Lines className={props.className} keep={false} />;
}

export default function CodeBlockContent(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once, at mount: in a browser before the app has mounted means this render hydrates server HTML.
  const [keepServerLines, setKeepServerLines] = useState(() => typeof window !== 'undefined' && !isBrowser);
  const renderLines = useCallback(() => setKeepServerLines(false), []);
  const {metadata} = useCodeBlockContext();
  const keptHtml = useKeptCode(metadata.language, metadata.code);
  // Decided once, at mount, like the server's lines: one object, so React writes it once.
  const [kept] = useState(() => (keptHtml === undefined ? undefined : {__html: keptHtml}));
  if (kept) return <Lines className={props.className} keep html={kept} />;
  return keepServerLines ? (
    <ServerLines className={props.className} onMissing={renderLines} />
  ) : (
    <HighlightedLines {...props} />
  );
}
