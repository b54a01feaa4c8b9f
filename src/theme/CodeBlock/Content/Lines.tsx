/**
 * The theme's `<pre><code>` of a code block (its `CodeBlock/Content`'s Pre
 * and Code, with the same classes, styles and attributes), around lines
 * given as HTML (`keep`: the server's highlighted lines, or lines kept from
 * earlier HTML) or around the plain code. Used by ./index.tsx and, on the
 * server, by plugins/code-highlight/highlighter.server.tsx.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * One object for every render: React rewrites an element's HTML whenever this
 * prop is a different object, and that would wipe the server's lines.
 */
const SERVER_HTML = {__html: ''};

/** The theme's `<pre><code>`, around the server's lines (`keep`) or the plain code. */
export default function Lines({
  className,
  keep,
  html,
}: {
  className?: string;
  keep: boolean;
  html?: {__html: string};
}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, `prism-code language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
      style={prismTheme.plain}
    >
      {keep ? (
        <code
          className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
          style={{counterReset: numbered ? `line-count ${(metadata.lineNumbersStart ?? 1) - 1}` : undefined}}
          // eslint-disable-next-line react/no-danger -- lines written by the server (plugins/code-highlight), or kept ones; empty, hydration keeps those in the page
          dangerouslySetInnerHTML={html ?? SERVER_HTML}
          suppressHydrationWarning
        />
      ) : (
        <code className={styles.codeBlockLines}>{metadata.code}</code>
      )}
    </pre>
  );
}
