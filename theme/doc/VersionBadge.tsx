import type { ReactElement } from 'react';
import { useTranslate } from '../i18n/use-translate.ts';

export function VersionBadge({ label }: { label: string }): ReactElement {
  const t = useTranslate();
  return (
    <span className="badge version-badge">{t('theme.docs.versionBadge.label', { versionLabel: label })}</span>
  );
}
