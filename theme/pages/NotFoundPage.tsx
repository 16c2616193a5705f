import type { ReactElement } from 'react';

export function NotFoundPage(): ReactElement {
  return (
    <div className="container not-found-page">
      <h1 className="page-title">Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        Please contact the owner of the site that linked you to the original URL and let them know their link
        is broken.
      </p>
      <p>
        <a className="button button--primary" href="/">
          Go to the home page
        </a>
      </p>
    </div>
  );
}
