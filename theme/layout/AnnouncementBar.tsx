import { useEffect, useState, type ReactElement } from 'react';
import type { SiteData } from '../../core/site/page-data.ts';
import { CloseIcon } from '../common/icons.tsx';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';
import { useTranslate } from '../i18n/use-translate.ts';

type Bar = NonNullable<SiteData['announcementBar']>;

/**
 * The dismissible bar above the navbar. It renders on the server and on first client render, so
 * hydration matches; storage is read in an effect. To avoid a flash for readers who dismissed it, the HTML shell
 * may set `<html data-announcement-bar-initially-dismissed="true">` before paint (the CSS hides the bar then).
 */
export function AnnouncementBar({ bar }: { bar: Bar }): ReactElement | null {
  const t = useTranslate();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (readStorage(STORAGE_KEYS.announcementId) !== bar.id) {
      // A new announcement: forget the dismissal of the previous one.
      writeStorage(STORAGE_KEYS.announcementId, bar.id);
      writeStorage(STORAGE_KEYS.announcementDismissed, 'false');
      setDismissed(false);
    } else {
      setDismissed(bar.isCloseable && readStorage(STORAGE_KEYS.announcementDismissed) === 'true');
    }
    document.documentElement.removeAttribute('data-announcement-bar-initially-dismissed');
  }, [bar.id, bar.isCloseable]);

  if (dismissed) return null;

  const close = () => {
    writeStorage(STORAGE_KEYS.announcementDismissed, 'true');
    setDismissed(true);
  };
  const style = { backgroundColor: bar.backgroundColor, color: bar.textColor };
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label={t('docgen.announcementBar.ariaLabel')}
      style={style}
    >
      {/* Trusted site configuration; may contain a link. */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement-bar__close"
          aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')}
          onClick={close}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
