import { createRoot } from 'react-dom/client';
import { PartStatus } from '../../theme/common/PartStatus.tsx';

/** Controls the status shown for one lazily drawn element of the content (a diagram). */
export interface PartStatusHandle {
  loading(): void;
  error(error: Error, retry: () => void): void;
  remove(): void;
}

/**
 * Puts the theme's `PartStatus` right before an element of the rendered markdown (which React does not manage
 * inside), starting with the spinner.
 */
export function showPartStatus(before: Element, label: string): PartStatusHandle {
  const host = document.createElement('div');
  host.className = 'part-status-host';
  before.before(host);
  const root = createRoot(host);
  const noRetry = () => undefined;
  root.render(<PartStatus state={{ kind: 'loading' }} label={label} onRetry={noRetry} />);
  return {
    loading: () => root.render(<PartStatus state={{ kind: 'loading' }} label={label} onRetry={noRetry} />),
    error: (error, retry) =>
      root.render(<PartStatus state={{ kind: 'error', error }} label={label} onRetry={retry} />),
    remove: () => {
      root.unmount();
      host.remove();
    },
  };
}
