import React from 'react';

/**
 * A thread leading out of a labyrinth of schema types: from `Query` at its
 * centre, along the corridors past `Book` and `Author`, out through the
 * gaps in the walls, ending inside the panel. Drawn inline so the home page
 * needs no image request for its largest element.
 *
 * Walls are 10 units wide around three nested squares, each with one gap;
 * the thread keeps to the middle of the corridors, and the labels sit in
 * corridors beside it, never under it.
 */
export default function ThreadIllustration({className}: {className?: string}): React.ReactElement {
  return (
    <svg
      className={className}
      viewBox="0 0 360 300"
      role="img"
      aria-label="A thread leading through a labyrinth of GraphQL types"
    >
      <rect x="0" y="0" width="360" height="300" rx="24" fill="#2d2373" />
      <g fill="none" stroke="#6f63d1" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" opacity="0.55">
        <path d="M330 196V30H30v240h300v-26" />
        <path d="M75 128V75h210v150H75v-53" />
        <path d="M188 118h-68v64h120v-64h-8" />
      </g>
      <g fontFamily="ui-monospace, Menlo, monospace" fontSize="15" fill="#ffffff" textAnchor="middle">
        <rect x="132" y="137" width="62" height="26" rx="6" fill="#4a3aa8" />
        <text x="163" y="155">
          Query
        </text>
        <rect x="222" y="84" width="54" height="26" rx="6" fill="#4a3aa8" />
        <text x="249" y="102">
          Book
        </text>
        <rect x="140" y="40" width="72" height="26" rx="6" fill="#4a3aa8" />
        <text x="176" y="58">
          Author
        </text>
      </g>
      <path
        d="M200 150H210V97H97V150H52V247H310V220H340"
        fill="none"
        stroke="#ff8a6b"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="200" cy="150" r="3" fill="#ff8a6b" />
      <circle cx="340" cy="220" r="7" fill="#ff8a6b" />
    </svg>
  );
}
