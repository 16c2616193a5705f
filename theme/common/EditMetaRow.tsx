import type { ReactElement } from 'react';
import type { LastUpdateData } from '../../core/site/page-data.ts';
import { LastUpdated } from '../doc/LastUpdated.tsx';
import { useTranslate } from '../i18n/use-translate.ts';

/**
 * Under a doc or a post, as Docusaurus places them: "Edit this page" on the left, "Last updated …" on the right.
 * Nothing when the page has neither. The class names are Docusaurus' own, which migrated sites' styles target.
 */
export function EditMetaRow({
  editUrl,
  lastUpdate,
}: {
  editUrl?: string;
  lastUpdate?: LastUpdateData;
}): ReactElement | null {
  const t = useTranslate();
  if (!editUrl && !lastUpdate) return null;
  return (
    <div className="edit-meta-row theme-doc-footer-edit-meta-row">
      {editUrl && (
        <a
          className="edit-this-page theme-edit-this-page"
          href={editUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="edit-this-page__icon">
            <path
              fill="currentColor"
              d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
            />
          </svg>
          {t('theme.common.editThisPage')}
        </a>
      )}
      {lastUpdate && <LastUpdated lastUpdate={lastUpdate} />}
    </div>
  );
}
