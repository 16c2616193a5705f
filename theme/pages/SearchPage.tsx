import type { ReactElement } from 'react';
import { useTranslate } from '../i18n/use-translate.ts';
import { openSearch } from '../search/search-shortcut.ts';

/**
 * The search page (`theme.searchPagePath`), with the words of Docusaurus' Algolia search page. Its box hands what
 * the reader types to the search dialog, where docgen's search answers. Where Docusaurus credits Algolia with
 * "Powered by" and Algolia's logo, docgen credits the engine its search runs on, SQLite's full-text search, with
 * the same words and a logo.
 */
export function SearchPage(): ReactElement {
  const t = useTranslate();
  return (
    <div className="container search-page">
      <h1 className="page-title">{t('theme.SearchPage.emptyResultsTitle')}</h1>
      <input
        type="search"
        className="search-page__input"
        aria-label={t('theme.SearchPage.inputLabel')}
        placeholder={t('theme.SearchPage.inputPlaceholder')}
        autoComplete="off"
        value=""
        onChange={(event) => openSearch(event.target.value)}
      />
      <p className="search-page__engine">
        <span>{t('docgen.SearchPage.poweredBy')}</span>{' '}
        <a href="https://www.sqlite.org/fts5.html" aria-label={`${t('docgen.SearchPage.poweredBy')} SQLite`}>
          <SqliteLogo />
        </a>
      </p>
    </div>
  );
}

/** A wordmark, as Docusaurus shows Algolia's logo rather than its name. */
function SqliteLogo(): ReactElement {
  return (
    <svg className="search-page__engine-logo" viewBox="0 0 64 20" width="64" height="20" aria-hidden="true">
      <text x="0" y="15" fill="currentColor" fontSize="16" fontWeight="700">
        SQLite
      </text>
    </svg>
  );
}
