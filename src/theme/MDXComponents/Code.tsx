/**
 * Swizzled (ejected, 15 lines): the theme's MDX `code` renders inline code
 * unless a child is anything but a one-line string, and then a whole code
 * block. plugins/rehype-identifier-breaks puts `<wbr>` elements inside long
 * names in headings, tables and stacked entries, which made those names code
 * blocks; here a `<wbr>` counts as inline.
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';

function isInlinePart(child: ReactNode): boolean {
  if (typeof child === 'string') return !child.includes('\n');
  return React.isValidElement(child) && child.type === 'wbr';
}

export default function MDXCode(props: Props): ReactNode {
  const inline = props.children !== undefined && React.Children.toArray(props.children).every(isInlinePart);
  return inline ? <CodeInline {...props} /> : <CodeBlock {...(props as Parameters<typeof CodeBlock>[0])} />;
}
