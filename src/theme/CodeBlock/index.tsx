/**
 * Ejected: the theme's code block is keyed on "rendered in the browser yet",
 * so after hydration React throws away every server-rendered code block and
 * builds it again, to swap in the colours of a dark mode chosen in the
 * browser. This site has one colour mode (the switch is off, and
 * plugins/storage-guards keeps it light), so the server's colours are already
 * the right ones; re-creating every block only cost main-thread time on each
 * first load, and made the largest paint of a docs page wait for it.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain-string children become one string (copyable, highlighted); children with elements stay as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
