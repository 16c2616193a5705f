import { useEffect, useState, type ReactElement } from 'react';
import type * as Dialog from './SearchDialog.tsx';

type DialogModule = typeof Dialog;
type SearchDialogProps = Dialog.SearchDialogProps;

let loading: Promise<DialogModule> | undefined;

/** The dialog's code (and styles): a chunk of its own, fetched when it first opens. A failed load is forgotten. */
function loadDialog(): Promise<DialogModule> {
  loading ??= import('./SearchDialog.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The search dialog, once its code has loaded: a doc page's first load carries none of it. If it cannot load
 * (offline), the dialog closes, and the next opening tries again.
 */
export function LazySearchDialog(props: SearchDialogProps): ReactElement | null {
  const [loaded, setLoaded] = useState<DialogModule>();
  const { close } = props;
  useEffect(() => {
    let live = true;
    loadDialog().then(
      (module) => live && setLoaded(module),
      (error: unknown) => {
        console.error('[docgen] The search dialog could not be loaded.', error);
        if (live) close();
      },
    );
    return () => {
      live = false;
    };
  }, [close]);
  return loaded ? <loaded.SearchDialog {...props} /> : null;
}
