import type { ReactElement } from 'react';

/** Rendered markdown from the generator. The HTML is trusted build output (content written by the site's writers). */
export function Markdown({ html, className }: { html: string; className?: string }): ReactElement {
  return (
    <div
      className={className ? `markdown ${className}` : 'markdown'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
