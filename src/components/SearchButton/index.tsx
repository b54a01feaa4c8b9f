import React, {forwardRef, useEffect, useState} from 'react';

type Props = {
  readonly onClick: () => void;
  readonly onFocus: () => void;
  readonly onMouseOver: () => void;
  readonly onTouchStart: () => void;
  readonly placeholder?: string;
};

/**
 * The navbar's search button, with DocSearch's class names so its stylesheet
 * applies, but none of its code: DocSearch (modal, autocomplete, Algolia's
 * client) is loaded only when the reader shows intent to search.
 */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  {onClick, onFocus, onMouseOver, onTouchStart, placeholder = 'Search'},
  ref,
) {
  // The shortcut label depends on the platform, known only in the browser.
  const [modifier, setModifier] = useState<'Ctrl' | '⌘' | null>(null);
  useEffect(() => {
    setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${placeholder} (${modifier === '⌘' ? 'Command' : 'Ctrl'}+K)`}
      onClick={onClick}
      onFocus={onFocus}
      onMouseOver={onMouseOver}
      onTouchStart={onTouchStart}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{placeholder}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
