import type { MouseEvent, ReactElement } from 'react';
import { MAIN_ID } from '../constants.ts';
import { useTranslate } from '../i18n/use-translate.ts';

/**
 * The first focusable element of every page. Without JavaScript it is a plain hash link; with it, focus moves to
 * `<main>` without adding `#__main` to the address.
 */
export function SkipToContent(): ReactElement {
  const t = useTranslate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-to-content" href={`#${MAIN_ID}`} onClick={onClick}>
      {t('theme.common.skipToMainContent')}
    </a>
  );
}
