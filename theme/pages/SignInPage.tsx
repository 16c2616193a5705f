import type { ReactElement } from 'react';

/** Behind the sign-in form on the public shell: says why the reader sees no content, names nothing private. */
export function SignInPage(): ReactElement {
  return (
    <div className="container sign-in-page">
      <h1 className="page-title">Sign in to continue</h1>
      <p>
        This documentation is available to signed-in customers. Sign in with your e-mail address to read it.
      </p>
    </div>
  );
}
