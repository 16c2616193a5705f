/** What every lazily loaded widget entry sits in: the provider, the theme wrapper and the styles. */
import type { ReactElement, ReactNode } from 'react';
import type { IdentitySession } from '../identity/session.ts';
import type { WidgetConfig } from './config.ts';
import { WidgetProvider } from './context.tsx';
import { sanitiseCustomisation } from './customisation.ts';
import { ThemeRoot } from './pieces/Layout.tsx';
import './widget.css';

export function WidgetFrame(props: {
  session: IdentitySession;
  config: Partial<WidgetConfig>;
  children: ReactNode;
}): ReactElement {
  const { session, config } = props;
  return (
    <WidgetProvider session={session} config={config}>
      <ThemeRoot theme={config.theme} style={sanitiseCustomisation(config.customisation)}>
        {props.children}
      </ThemeRoot>
    </WidgetProvider>
  );
}
