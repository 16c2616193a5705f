import { Fragment, isValidElement, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /\{\w+\}/g;

/**
 * `interpolate` of `@docusaurus/Interpolate`: each `{name}` of the text replaced by `values.name`, a placeholder
 * without a value left as written. A string when every value is text, else the parts as React nodes (as
 * Docusaurus does, so an element such as a link can sit inside a translated sentence).
 */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  const parts: string[] = [];
  const inserted: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const value = values?.[match[0].slice(1, -1)];
    if (value === undefined) continue;
    parts.push(text.slice(last, match.index));
    inserted.push(isValidElement(value) || typeof value === 'string' ? value : String(value));
    last = match.index + match[0].length;
  }
  if (inserted.length === 0) return text;
  parts.push(text.slice(last));
  if (inserted.every((value) => typeof value === 'string')) {
    return parts.map((part, index) => part + ((inserted[index] as string | undefined) ?? '')).join('');
  }
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {inserted[index]}
    </Fragment>
  ));
}

/** `@docusaurus/Interpolate`: its text (the children) with the values in place of their `{name}`s. */
export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
