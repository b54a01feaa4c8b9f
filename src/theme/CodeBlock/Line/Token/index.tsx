/**
 * Swizzled (one line in the theme, which wraps every token in a span): a token
 * in the block's own colour is its text alone. plugins/code-highlight makes
 * each run of plain text, punctuation and operators one such token, with no
 * style of its own: the line around it already gives it that colour, so a
 * span would only be one more element for the server to render and the
 * browser to parse and lay out (some 450 on /server/subscriptions).
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {isBareText} from '@site/plugins/code-highlight/Highlight';

export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  return isBareText(token, props.style) ? props.children : <span {...props} />;
}
