import { useEffect, useState, type ReactElement } from 'react';
import { SearchIcon } from '../common/icons.tsx';
import { useThemeSlots } from '../slots.tsx';
import { isSearchShortcut } from './search-shortcut.ts';

/**
 * The navbar's search button. It, Ctrl/Cmd+K and `/` open the search dialog the client puts in the
 * `searchDialog` slot; without one (a server render, no script yet) the button does nothing.
 */
export function SearchButton(): ReactElement {
  const { searchDialog } = useThemeSlots();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="navbar__search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span className="navbar__search-label">Search</span>
        <kbd className="navbar__search-key" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && searchDialog?.(() => setOpen(false))}
    </>
  );
}
