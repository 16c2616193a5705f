import type { ReactElement } from 'react';
import type { LastUpdateData } from '../../core/site/page-data.ts';

/** "Last updated on Jan 5, 2024 by Ada", as Docusaurus words it, from front matter `last_update`. */
export function LastUpdated({ lastUpdate }: { lastUpdate: LastUpdateData }): ReactElement {
  const { date, formattedDate, author } = lastUpdate;
  return (
    <p className="last-updated">
      Last updated
      {date && formattedDate && (
        <>
          {' on '}
          <b>
            <time dateTime={date}>{formattedDate}</time>
          </b>
        </>
      )}
      {author && (
        <>
          {' by '}
          <b>{author}</b>
        </>
      )}
    </p>
  );
}
