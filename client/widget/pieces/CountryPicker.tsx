/**
 * The country picker of the telephone input: a button with the flag and dial code opening a searchable
 * list (preferred countries first). Search matches code, name or dial code. Opening it loads the flag font
 * where the browser cannot draw flags (countries/flag-font.ts).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { searchCountries, type Country } from '../countries/countries.ts';
import { loadFlagFontIfNeeded } from '../countries/flag-font.ts';
import { ChevronDownIcon } from './Icons.tsx';

export interface CountryPickerProps {
  country: Country;
  onSelect(country: Country): void;
  searchLabel?: string;
}

export function CountryPicker({
  country,
  onSelect,
  searchLabel = 'Search country',
}: CountryPickerProps): ReactElement {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();
  const results = searchCountries(query);

  useEffect(() => {
    if (!open) return;
    loadFlagFontIfNeeded();
    search.current?.focus();
  }, [open]);

  const choose = (picked: Country | undefined) => {
    if (!picked) return;
    onSelect(picked);
    setOpen(false);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(results.length - 1, i + 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
    else if (event.key === 'Enter') choose(results[active]);
    else if (event.key === 'Escape') setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className="sid-country">
      <button
        type="button"
        className="sid-country__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${country.name} ${country.dial_code}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="sid-country__flag">{country.flag}</span>
        <span className="sid-country__dial">{country.dial_code}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <div className="sid-country__popover">
          <input
            ref={search}
            className="sid-country__search"
            aria-label={searchLabel}
            aria-controls={listId}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" className="sid-country__list">
            {results.map((entry, index) => (
              <li
                key={entry.code}
                role="option"
                aria-selected={index === active}
                className="sid-country__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(entry)}
              >
                <span className="sid-country__flag">{entry.flag}</span> {entry.name}{' '}
                <span className="sid-country__dial">{entry.dial_code}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
