import type { ReactElement } from 'react';
import type { ExcerptPart } from '../../core/search/search-api.ts';

/** An excerpt with its matched words marked; React writes the text as text, so markup in it stays inert. */
export function Excerpt({ parts }: { parts: ExcerptPart[] }): ReactElement {
  return <>{parts.map((part, index) => (part.hit ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
