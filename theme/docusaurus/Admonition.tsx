import type { ReactNode } from 'react';

const TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/** `@theme/Admonition`: the same box as a `:::type` admonition (caution is shown as a warning). */
export default function Admonition(props: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const type = props.type && props.type in TITLES ? props.type : 'note';
  const style = type === 'caution' ? 'warning' : type;
  return (
    <div className={`admonition admonition-${style}`}>
      <div className="admonition-heading">{props.title ?? TITLES[type]}</div>
      <div className="admonition-content">{props.children}</div>
    </div>
  );
}
