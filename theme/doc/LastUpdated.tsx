import type { ReactElement } from 'react';
import type { LastUpdateData } from '../../core/site/page-data.ts';
import { formatShortDate } from '../format.ts';
import { Interpolate } from '../i18n/Interpolate.tsx';
import { useTranslate } from '../i18n/use-translate.ts';
import { useSiteContext } from '../site-context.ts';

/** "Last updated on Jan 5, 2024 by Ada", as Docusaurus words it, in the page's language; front matter `last_update`. */
export function LastUpdated({ lastUpdate }: { lastUpdate: LastUpdateData }): ReactElement {
  const t = useTranslate();
  const { site } = useSiteContext();
  const { date, author } = lastUpdate;
  const atDate = date && (
    <Interpolate
      text={t('theme.lastUpdated.atDate')}
      values={{
        date: (
          <b>
            <time dateTime={date}>{formatShortDate(date, t, site.locale)}</time>
          </b>
        ),
      }}
    />
  );
  const byUser = author && (
    <Interpolate text={t('theme.lastUpdated.byUser')} values={{ user: <b>{author}</b> }} />
  );
  return (
    <p className="last-updated theme-last-updated">
      <Interpolate text={t('theme.lastUpdated.lastUpdatedAtBy')} values={{ atDate, byUser }} />
    </p>
  );
}
