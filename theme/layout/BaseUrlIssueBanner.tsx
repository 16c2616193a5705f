import type { ReactElement } from 'react';

export const BASE_URL_ISSUE_CLASS = 'base-url-issue';
export const BASE_URL_ISSUE_TITLE = 'This site did not load properly.';
export const BASE_URL_ISSUE_HINT =
  'Its scripts, styles or page data were not found where the build put them. If the site is served from a ' +
  'sub-path (for example https://example.com/help/), set baseUrl in site.config.ts to that path and build ' +
  'it again; otherwise check that the whole build folder was deployed.';

/**
 * Tells the reader (and the person who deployed the site) that the page is broken, instead of leaving an
 * unstyled page without a word. Always in the HTML and hidden
 * by the site's own stylesheet, so it shows exactly when that stylesheet did not load; the client also shows it
 * when it finds the page inconsistent (client/errors/base-url.ts).
 */
export function BaseUrlIssueBanner(): ReactElement {
  return (
    <div className={BASE_URL_ISSUE_CLASS} role="alert">
      <p className="base-url-issue__title">
        <strong>{BASE_URL_ISSUE_TITLE}</strong>
      </p>
      <p className="base-url-issue__hint">{BASE_URL_ISSUE_HINT}</p>
    </div>
  );
}
