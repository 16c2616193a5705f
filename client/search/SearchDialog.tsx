import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { waitUnits } from '../../core/errors/retry-after.ts';
import { ALL_VERSIONS, BLOG_VERSION, hitHref, type SearchHit } from '../../core/search/search-api.ts';
import type { Translate } from '../../theme/i18n/theme-strings.ts';
import { useTranslate } from '../../theme/i18n/use-translate.ts';
import { useSiteContext } from '../../theme/site-context.ts';
import { Excerpt } from './Excerpt.tsx';
import { recentSearches, rememberSearch } from './recent-searches.ts';
import { useSearch, type SearchState } from './use-search.ts';
import './search-dialog.css';

export interface SearchDialogProps {
  /** The version of the page being read, searched unless "all versions" is on; undefined: the latest. */
  version: string | undefined;
  close: () => void;
  /** What the reader began typing where the dialog was opened from (the search page). */
  initialQuery?: string;
}

/**
 * The search dialog: a modal `<dialog>` (focus kept inside, Escape closes) with a combobox whose options are
 * the hits. Arrows move through them, Enter opens one; opening is a click on its link, so the client router
 * navigates to the section without a page load.
 */
export function SearchDialog({ version, close, initialQuery = '' }: SearchDialogProps): ReactElement {
  const t = useTranslate();
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [allVersions, setAllVersions] = useState(false);
  const [active, setActive] = useState(0);
  const [recent] = useState(recentSearches);
  const { locale } = useSiteContext().site.locale;
  const state = useSearch(query, { version: allVersions ? ALL_VERSIONS : version, locale });
  const hits = state.kind === 'hits' ? state.hits : [];
  const ids = useId();
  const optionId = (index: number) => `${ids}-hit-${index}`;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  useEffect(() => setActive(0), [state]);

  const open = (index: number) => {
    const link = list.current?.querySelectorAll<HTMLAnchorElement>('a[role="option"]')[index];
    if (!link) return;
    rememberSearch(query);
    link.click();
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && hits.length > 0) {
      event.preventDefault();
      open(active);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={t('docgen.search.dialogLabel')}
      onClose={close}
      onClick={(event) => event.target === dialog.current && close()}
    >
      <div className="search-dialog__bar">
        <input
          className="search-dialog__input"
          // Not type="search": there Escape would only clear the field, and here it closes the dialog.
          type="text"
          role="combobox"
          aria-label={t('theme.SearchBar.label')}
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={`${ids}-hits`}
          aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
          placeholder={t('theme.SearchModal.searchBox.placeholderText')}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="search-dialog__close" onClick={close}>
          {t('theme.SearchModal.searchBox.cancelButtonText')}
        </button>
      </div>
      <label className="search-dialog__switch">
        <input
          type="checkbox"
          role="switch"
          checked={allVersions}
          onChange={(event) => setAllVersions(event.target.checked)}
        />
        {t('docgen.search.allVersions')}
      </label>
      <div
        ref={list}
        id={`${ids}-hits`}
        role="listbox"
        aria-label={t('docgen.search.results')}
        className="search-dialog__hits"
      >
        {hits.map((hit, index) => (
          <HitOption
            key={`${hit.route}#${hit.anchor}`}
            id={optionId(index)}
            hit={hit}
            active={index === active}
            showVersion={allVersions}
            onPick={() => {
              rememberSearch(query);
              // After the router has seen the click (it listens on the document).
              setTimeout(close, 0);
            }}
          />
        ))}
      </div>
      <SearchStatus state={state} query={query} recent={recent} onRecent={setQuery} />
    </dialog>
  );
}

function HitOption(props: {
  id: string;
  hit: SearchHit;
  active: boolean;
  showVersion: boolean;
  onPick: () => void;
}): ReactElement {
  const { hit } = props;
  const label = hit.version === BLOG_VERSION ? 'Blog' : props.showVersion ? hit.version : undefined;
  return (
    <a
      id={props.id}
      role="option"
      aria-selected={props.active}
      tabIndex={-1}
      className="search-hit"
      href={hitHref(hit)}
      onClick={props.onPick}
      ref={(element) => {
        if (props.active) element?.scrollIntoView({ block: 'nearest' });
      }}
    >
      <span className="search-hit__title">
        {hit.pageTitle}
        {hit.heading !== hit.pageTitle && <span className="search-hit__heading"> › {hit.heading}</span>}
        {label && <span className="search-hit__badge">{label}</span>}
      </span>
      <span className="search-hit__excerpt">
        <Excerpt parts={hit.excerpt} />
      </span>
    </a>
  );
}

/** "Too many searches at once: try again in 12 seconds.", or a few seconds when the server named no wait. */
function tooManyText(state: SearchState, t: Translate): string {
  const wait = state.kind === 'tooMany' ? state.retryAfterSeconds : undefined;
  if (wait === undefined) return t('docgen.search.tooMany');
  const { count, unit } = waitUnits(wait);
  const units = t.plural(unit === 'minute' ? 'docgen.wait.minutes' : 'docgen.wait.seconds', count);
  return t('docgen.search.tooManyWait', { wait: units });
}

function SearchStatus(props: {
  state: SearchState;
  query: string;
  recent: string[];
  onRecent: (query: string) => void;
}): ReactElement | null {
  const { state } = props;
  const t = useTranslate();
  if (state.kind === 'idle') {
    if (props.recent.length === 0)
      return (
        <p className="search-dialog__status">{t('theme.SearchModal.startScreen.noRecentSearchesText')}</p>
      );
    return (
      <div className="search-dialog__recent">
        <p className="search-dialog__status">{t('theme.SearchModal.startScreen.recentSearchesTitle')}</p>
        <ul>
          {props.recent.map((item) => (
            <li key={item}>
              <button type="button" onClick={() => props.onRecent(item)}>
                {item}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const text: Record<Exclude<SearchState['kind'], 'idle' | 'hits'>, string> = {
    loading: t('docgen.search.searching'),
    signInRequired: t('docgen.search.signInRequired'),
    tooMany: tooManyText(state, t),
    notServed: t('docgen.search.notServed'),
    failed: t('docgen.search.failed'),
  };
  if (state.kind !== 'hits')
    return (
      <p className="search-dialog__status" role="status">
        {text[state.kind]}
      </p>
    );
  if (state.hits.length > 0) return null;
  return (
    <p className="search-dialog__status" role="status">
      {t('theme.SearchModal.noResultsScreen.noResultsText', { query: props.query.trim() })}
    </p>
  );
}
