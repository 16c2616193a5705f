/**
 * The pages readers see of their assistants (consent, the list of approved assistants, a refused request),
 * rendered on the server with React: they hold no private content and need no script, so they work before
 * the site's client loads and under a strict Content-Security-Policy.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1c1e21}
main{max-width:34rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin-top:0}ul{padding-left:1.2rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.5rem 1.1rem;border-radius:6px;border:1px solid #8a8f98;background:#fff;cursor:pointer}
button.primary{background:#2e6bd6;border-color:#2e6bd6;color:#fff}
.muted{color:#5c6370;font-size:.9rem}
@media (prefers-color-scheme:dark){body{background:#18191a;color:#e3e3e3}main{background:#242526}button{background:#242526;color:#e3e3e3}.muted{color:#a8adb4}}
`;

/** Scripts, frames and other origins' content are never needed; inline style is the page's only style. */
export const ACCOUNT_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

export function renderAccountPage(params: { siteTitle: string; title: string; body: ReactNode }): string {
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${params.title} · ${params.siteTitle}`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <p className="muted">{params.siteTitle}</p>
          <h1>{params.title}</h1>
          {params.body}
        </main>
      </body>
    </html>,
  );
  return `<!doctype html>${html}`;
}

/** Hidden fields carrying a request's parameters through a form. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
