/**
 * The highlighted lines of the server's code blocks, kept when a page's
 * content is first rendered in the browser (./index.tsx), so the rendered
 * blocks show the same lines without running the highlighter. Looked up by
 * the block's language and its code without white space: the server's lines
 * have no newline characters in their text.
 */
import {createContext, useContext} from 'react';

export type KeptCode = ReadonlyMap<string, string>;

export const KeptCodeContext = createContext<KeptCode | undefined>(undefined);

export function keptCodeKey(language: string | undefined, code: string): string {
  return `${language ?? ''}\u0000${code.replace(/\s+/g, '')}`;
}

/** The server's highlighted HTML of a block's code, when the page kept it. */
export function useKeptCode(language: string | undefined, code: string): string | undefined {
  return useContext(KeptCodeContext)?.get(keptCodeKey(language, code));
}

/** The highlighted lines of every code block in `root`, by language and code. */
export function keepCode(root: Element): KeptCode {
  const kept = new Map<string, string>();
  for (const code of root.querySelectorAll('pre > code')) {
    const language = /(?:^|\s)language-(\S+)/.exec(code.parentElement?.className ?? '')?.[1];
    kept.set(keptCodeKey(language, code.textContent ?? ''), code.innerHTML);
  }
  return kept;
}
