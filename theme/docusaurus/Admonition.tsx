import type { ReactNode } from 'react';
import { ADMONITION_TITLES, admonitionStyle } from '../../core/site/admonitions.ts';

/** `@theme/Admonition`: the same box as a `:::type` admonition. */
export default function Admonition(props: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const type = props.type && props.type in ADMONITION_TITLES ? props.type : 'note';
  return (
    <div className={`admonition admonition-${admonitionStyle(type)}`}>
      <div className="admonition-heading">{props.title ?? ADMONITION_TITLES[type]}</div>
      <div className="admonition-content">{props.children}</div>
    </div>
  );
}
