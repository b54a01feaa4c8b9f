import React from 'react';

/**
 * A thread running out of a labyrinth of schema types: drawn inline so the
 * home page needs no image request for its largest element.
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
      <g fill="none" stroke="#6f63d1" strokeWidth="10" strokeLinecap="round" opacity="0.55">
        <path d="M40 40h280v220H40z" />
        <path d="M80 80h200v140H80z" strokeDasharray="120 40" />
        <path d="M120 120h120v60H120z" strokeDasharray="80 30" />
      </g>
      <g fontFamily="ui-monospace, Menlo, monospace" fontSize="15" fill="#ffffff">
        <rect x="134" y="136" width="92" height="28" rx="6" fill="#4a3aa8" />
        <text x="180" y="155" textAnchor="middle">
          Query
        </text>
        <rect x="52" y="94" width="76" height="26" rx="6" fill="#4a3aa8" />
        <text x="90" y="112" textAnchor="middle">
          Book
        </text>
        <rect x="236" y="212" width="88" height="26" rx="6" fill="#4a3aa8" />
        <text x="280" y="230" textAnchor="middle">
          Author
        </text>
      </g>
      <path
        d="M180 150c-40 0-50-30-90-42M180 150c30 20 60 40 100 75M280 225c25 20 40 40 70 50"
        fill="none"
        stroke="#ff8a6b"
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray="2 0"
      />
      <circle cx="180" cy="150" r="7" fill="#ff8a6b" />
    </svg>
  );
}
