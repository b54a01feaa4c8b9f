/**
 * The compare view's diff of two page texts, line by line (a line is a
 * heading, a paragraph, a list item, a table row or a line of code): lines
 * only the older page has, lines only the newer has, and unchanged lines
 * kept only as context around the changes. A removed line followed by a
 * similar added one is shown as one changed line, word by word.
 */
import {diffArrays, diffWords, type Change} from 'diff';

export type Part = {readonly text: string; readonly changed: boolean};
export type Row =
  | {readonly kind: 'same'; readonly text: string}
  | {readonly kind: 'added' | 'removed'; readonly text: string; readonly parts?: readonly Part[]}
  | {readonly kind: 'skipped'; readonly count: number};

export type Comparison = {rows: Row[]; added: number; removed: number};

/** How much of two lines is shared, 0 to 1, by characters of a word diff. */
function similarity(words: readonly Change[]): number {
  let same = 0;
  let all = 0;
  for (const part of words) {
    all += part.value.length;
    if (!part.added && !part.removed) same += part.value.length;
  }
  return all === 0 ? 1 : same / all;
}

/** Lines at least this similar are shown as one line changed word by word. */
const SIMILAR = 0.5;

function paired(removed: readonly string[], added: readonly string[]): Row[] {
  const rows: Row[] = [];
  const after: Row[] = [];
  const count = Math.max(removed.length, added.length);
  for (let index = 0; index < count; index++) {
    const older = removed[index];
    const newer = added[index];
    if (older !== undefined && newer !== undefined) {
      const words = diffWords(older, newer);
      if (similarity(words) >= SIMILAR) {
        rows.push({
          kind: 'removed',
          text: older,
          parts: words.filter((part) => !part.added).map((part) => ({text: part.value, changed: part.removed})),
        });
        after.push({
          kind: 'added',
          text: newer,
          parts: words.filter((part) => !part.removed).map((part) => ({text: part.value, changed: part.added})),
        });
        continue;
      }
    }
    if (older !== undefined) rows.push({kind: 'removed', text: older});
    if (newer !== undefined) after.push({kind: 'added', text: newer});
  }
  // Keep each changed pair together: the older line right above the newer.
  const merged: Row[] = [];
  let addedAt = 0;
  for (const row of rows) {
    merged.push(row);
    if (row.kind === 'removed' && row.parts) merged.push(after[addedAt++] as Row);
  }
  return [...merged, ...after.slice(addedAt)];
}

/** The rows of the comparison of `older` with `newer`, with `context` unchanged lines around each change. */
export function compareLines(older: readonly string[], newer: readonly string[], context = 2): Comparison {
  const changes = diffArrays([...older], [...newer]);
  const flat: Row[] = [];
  let added = 0;
  let removed = 0;
  for (let index = 0; index < changes.length; index++) {
    const change = changes[index]!;
    if (change.removed) {
      const next = changes[index + 1];
      const addedLines = next?.added ? next.value : [];
      if (next?.added) index++;
      removed += change.value.length;
      added += addedLines.length;
      flat.push(...paired(change.value, addedLines));
    } else if (change.added) {
      added += change.value.length;
      flat.push(...change.value.map((text) => ({kind: 'added' as const, text})));
    } else {
      flat.push(...change.value.map((text) => ({kind: 'same' as const, text})));
    }
  }
  const rows: Row[] = [];
  let start = 0;
  while (start < flat.length) {
    if (flat[start]!.kind !== 'same') {
      rows.push(flat[start]!);
      start++;
      continue;
    }
    let end = start;
    while (end < flat.length && flat[end]!.kind === 'same') end++;
    const keepBefore = start === 0 ? 0 : context;
    const keepAfter = end === flat.length ? 0 : context;
    if (end - start > keepBefore + keepAfter + 1) {
      rows.push(...flat.slice(start, start + keepBefore));
      rows.push({kind: 'skipped', count: end - start - keepBefore - keepAfter});
      rows.push(...flat.slice(end - keepAfter, end));
    } else {
      rows.push(...flat.slice(start, end));
    }
    start = end;
  }
  return {rows, added, removed};
}
