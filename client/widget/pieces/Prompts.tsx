/** The copyable field (with a 2 s confirmation icon) and the delayed Resend prompt. */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { CopyIcon, SmallCheckIcon } from './Icons.tsx';

const COPY_CONFIRMATION_MS = 2000;

export function CopyField(props: {
  label: string;
  value: string;
  copyLabel: string;
  /** The button's name for the 2 s after a copy, while it shows the check mark. */
  copiedLabel: string;
  multiline?: boolean;
}): ReactElement {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard?.writeText(props.value).then(
      () => setCopied(true),
      (error: unknown) => console.warn('Could not copy to the clipboard.', error),
    );
  };
  const Field = props.multiline ? 'textarea' : 'input';
  return (
    <div className="sid-field sid-copy">
      <span className="sid-field__label">{props.label}</span>
      <div className="sid-field__frame">
        <Field
          className="sid-field__input"
          readOnly
          value={props.value}
          aria-label={props.label}
          rows={props.multiline ? 5 : undefined}
        />
        <button
          type="button"
          className="sid-field__toggle"
          aria-label={copied ? props.copiedLabel : props.copyLabel}
          onClick={copy}
        >
          {copied ? <SmallCheckIcon /> : <CopyIcon />}
        </button>
      </div>
    </div>
  );
}

/** Shows its children only after `delayMs` (restarting when `resetKey` changes). */
export function DelayedPrompt(props: {
  delayMs: number;
  resetKey?: unknown;
  children: ReactNode;
}): ReactElement | null {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(false);
    const timer = setTimeout(() => setVisible(true), props.delayMs);
    return () => clearTimeout(timer);
  }, [props.delayMs, props.resetKey]);
  return visible ? (
    <div className="sid-delayed-prompt" data-testid="sid-delayedprompt">
      {props.children}
    </div>
  ) : null;
}
