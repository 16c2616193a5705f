import type { ReactElement } from 'react';
import { useTranslate } from '../i18n/use-translate.ts';
import { openSearch } from '../search/search-shortcut.ts';

/**
 * The search page (`theme.searchPagePath`), with the words of Docusaurus' Algolia search page. Its box hands what
 * the reader types to the search dialog, where docgen's search answers.
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
    </div>
  );
}
