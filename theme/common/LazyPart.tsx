import { useCallback, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { PartStatus, type PartState } from './PartStatus.tsx';

interface LazyPartProps<T> {
  /** Loads the part (typically a dynamic `import()`); called again by Retry. Keep it stable (module scope). */
  load: () => Promise<T>;
  render: (loaded: T) => ReactNode;
  /** For the spinner's text. */
  label: string;
}

type Loaded<T> = PartState | { kind: 'ready'; value: T };

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Renders a part that is loaded on demand: the spinner first, then the part, or the error with Retry. Loading
 * starts in an effect, so the server and the first client render both show the spinner.
 */
export function LazyPart<T>({ load, render, label }: LazyPartProps<T>): ReactElement {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ kind: 'ready', value }),
      (error: unknown) => live && setState({ kind: 'error', error: asError(error) }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  if (state.kind === 'ready') return <>{render(state.value)}</>;
  return <PartStatus state={state} label={label} onRetry={retry} />;
}
