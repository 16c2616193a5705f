/** The widget's contexts: its configuration and text, and the identity session it signs in through. */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { IdentitySession, SessionSnapshot } from '../identity/session.ts';
import { withDefaults, type WidgetConfig } from './config.ts';
import { createText, type TextFn } from './text/index.ts';

interface WidgetContextValue {
  config: WidgetConfig;
  text: TextFn;
  session: IdentitySession;
}

const WidgetContext = createContext<WidgetContextValue | null>(null);

export function WidgetProvider(props: {
  session: IdentitySession;
  config?: Partial<WidgetConfig>;
  children: ReactNode;
}) {
  const { session, config: partial } = props;
  const value = useMemo(() => {
    const config = withDefaults(partial ?? {});
    return { config, text: createText(config.text), session };
  }, [partial, session]);
  return <WidgetContext.Provider value={value}>{props.children}</WidgetContext.Provider>;
}

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value)
    throw new Error('Widget component rendered outside <WidgetProvider>: wrap it with the provider.');
  return value;
}

export const useText = (): TextFn => useWidget().text;

export function useSession(): SessionSnapshot & { session: IdentitySession } {
  const { session } = useWidget();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { ...snapshot, session };
}
