/**
 * The search modal's keyboard shortcuts, as DocSearch defines them, without
 * loading DocSearch: Ctrl/Cmd+K toggles, "/" opens when the reader is not
 * typing in a field, Escape closes, and typing a letter while the search
 * button has focus opens the modal with that letter.
 */
import {useEffect, type RefObject} from 'react';

function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement | null;
  if (!element) return false;
  const tagName = element.tagName;
  return element.isContentEditable || tagName === 'INPUT' || tagName === 'SELECT' || tagName === 'TEXTAREA';
}

export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  buttonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggles =
        (event.key === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditingContent(event) && event.key === '/' && !isOpen);
      if (toggles) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (buttonRef.current === document.activeElement && event.key.length === 1 && /[a-zA-Z0-9]/.test(event.key)) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
