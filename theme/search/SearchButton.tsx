import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { SearchIcon } from '../common/icons.tsx';
import { useThemeSlots } from '../slots.tsx';
import { isSearchShortcut, OPEN_SEARCH_EVENT, queryOf } from './search-shortcut.ts';
import { useTranslate } from '../i18n/use-translate.ts';

/**
 * The navbar's search button. It, Ctrl/Cmd+K, `/` and the mobile menu's Search (`openSearch`) open the
 * search dialog the client puts in the `searchDialog` slot; without one (a server render, no script yet) the
 * button does nothing.
 */
export function SearchButton(): ReactElement {
  const t = useTranslate();
  const { searchDialog } = useThemeSlots();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // One function for the dialog's whole life: the lazy dialog loads its code once per `close` it is given.
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setQuery('');
      setOpen(true);
    };
    const onOpen = (event: Event) => {
      setQuery(queryOf(event));
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
    };
  }, []);
  return (
    <>
      <button
        type="button"
        className="navbar__search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => {
          setQuery('');
          setOpen(true);
        }}
      >
        <SearchIcon />
        <span className="navbar__search-label">{t('theme.SearchBar.label')}</span>
        <kbd className="navbar__search-key" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && searchDialog?.(close, query)}
    </>
  );
}
