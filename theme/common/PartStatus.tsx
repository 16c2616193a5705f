import type { ReactElement } from 'react';

export type PartState = { kind: 'loading' } | { kind: 'error'; error: Error };

interface PartStatusProps {
  state: PartState;
  /** What is loading, for the spinner's text ("diagram", "sign-in form"). */
  label: string;
  onRetry: () => void;
}

/**
 * A lazily loaded part of a page that is not there yet: a spinner while it loads; if loading
 * fails, the error text and a Retry button. Pure: the caller owns the loading.
 */
export function PartStatus({ state, label, onRetry }: PartStatusProps): ReactElement {
  if (state.kind === 'loading') {
    return (
      <div className="part-status part-status--loading" role="status">
        <span className="part-status__spinner" aria-hidden="true" />
        <span className="part-status__text">{`Loading ${label}…`}</span>
      </div>
    );
  }
  return (
    <div className="part-status part-status--error" role="alert">
      <p className="part-status__text">{state.error.message || `The ${label} could not be loaded.`}</p>
      <button type="button" className="button part-status__retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
