import type { DetailsHTMLAttributes, ReactNode } from 'react';

/** `@theme/Details`: a disclosure with its `summary` (an element or text) above the content. */
export default function Details({
  summary,
  children,
  ...rest
}: DetailsHTMLAttributes<HTMLDetailsElement> & { summary?: ReactNode }) {
  return (
    <details {...rest}>
      {typeof summary === 'string' || summary === undefined ? (
        <summary>{summary ?? 'Details'}</summary>
      ) : (
        summary
      )}
      {children}
    </details>
  );
}
