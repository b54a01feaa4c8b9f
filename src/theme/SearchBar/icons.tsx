/**
 * The search modal's icons, drawn for this site: line drawings in the current
 * text colour, sized by DocSearch's stylesheet (whose class names the modal
 * keeps). Each is a list of paths on a 20-unit square, rendered as React
 * elements for the modal's controls and as markup for its lists of hits
 * (./hitsMarkup.ts). All are decorative: the text beside each says what it is.
 */
import React from 'react';

/** A circle as a path: the icons are paths only, so one renderer draws them all. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

export const ICONS = {
  magnifier: [circle(8.5, 8.5, 5.5), 'M12.6 12.6 17 17'],
  cross: ['m5.5 5.5 9 9M14.5 5.5l-9 9'],
  /** A page: a sheet with a folded corner. */
  page: ['M5 2.5h6.5L15 6v11.5H5z', 'M11.5 2.5V6H15M7.5 10h5M7.5 13h5'],
  /** A section of a page: a heading mark. */
  section: ['M7.5 3.5 6 16.5M14 3.5l-1.5 13M3.5 7.5h13M3 12.5h13'],
  /** A passage of text: lines of a paragraph. */
  text: ['M3.5 5h13M3.5 8.5h13M3.5 12h13M3.5 15.5h8'],
  recent: [circle(10, 10, 7), 'M10 6v4.2l2.8 1.8'],
  star: ['m10 2.8 2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5L2.8 8l5-.6z'],
  /** Enter: go to the hit. */
  enter: ['M15.5 4.5v5a2 2 0 0 1-2 2h-9', 'm7.5 8.5-3 3 3 3'],
  /** No results: a magnifier over an empty page. */
  nothingFound: ['M4 2.5h8.5L16 6v3', 'M4 2.5v15h5', circle(13, 13.5, 3), 'm15.2 15.7 2.3 2.3'],
  /** The index could not be reached: a broken link. */
  unreachable: [
    'M8.5 6 10 4.5a3.5 3.5 0 0 1 5 5L13.5 11M11.5 14 10 15.5a3.5 3.5 0 0 1-5-5L6.5 9',
    'M3 3l2 2M17 17l-2-2M7 2.5v1.5M2.5 7H4M13 17.5V16M17.5 13H16',
  ],
} as const;

export type IconName = keyof typeof ICONS;

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function Icon({name, size = 20, className}: {name: IconName; size?: number; className?: string}) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" {...STROKE}>
      {ICONS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** The same drawing as markup. */
export function iconMarkup(name: IconName, className?: string): string {
  const paths = ICONS[name].map((d) => `<path d="${d}"/>`).join('');
  const classAttribute = className ? ` class="${className}"` : '';
  return `<svg${classAttribute} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
}

/** The line joining a section's hit to its page's hit above it, as markup. */
export function treeLineMarkup(continues: boolean): string {
  const d = continues ? 'M8 4v46M8 27h12' : 'M8 4v23h12';
  return `<svg class="DocSearch-Hit-Tree" viewBox="0 0 24 54" aria-hidden="true"><path d="${d}" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

/** Shown while the index is slow to answer (the stalled state). */
export function SpinnerIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" {...STROKE}>
      <path d={circle(10, 10, 6.5)} opacity=".3" />
      <path d="M10 3.5a6.5 6.5 0 0 1 6.5 6.5">
        <animateTransform
          attributeName="transform"
          type="rotate"
          from="0 10 10"
          to="360 10 10"
          dur=".8s"
          repeatCount="indefinite"
        />
      </path>
    </svg>
  );
}

/** A key of the footer's list of commands. */
export function KeyIcon({label, path}: {label: string; path: string}) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" role="img" aria-label={label}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
