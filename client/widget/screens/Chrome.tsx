/** Pieces every screen shares: logo, header, the footer banner, and the screen frame. */
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useText, useWidget } from '../context.tsx';
import { DefaultLogo } from '../pieces/Icons.tsx';

export function Logo(): ReactElement {
  const { config } = useWidget();
  useEffect(() => {
    if (!config.logo) console.info('No logo provided. Using default logo.');
  }, [config.logo]);
  return (
    <div className="sid-logo" data-testid="sid-logo">
      {config.logo ? <img className="sid-logo--image" src={config.logo} alt="" /> : <DefaultLogo />}
    </div>
  );
}

export function Header({
  title,
  subtitle,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
}): ReactElement {
  return (
    <header className="sid-header">
      <h1 className={['sid-title', className].filter(Boolean).join(' ')}>{title}</h1>
      {subtitle ? <h2 className="sid-subtitle">{subtitle}</h2> : null}
    </header>
  );
}

export function Message({ children }: { children: ReactNode }): ReactElement | null {
  return children ? <p className="sid-message">{children}</p> : null;
}

export function FooterBanner(): ReactElement | null {
  const { config } = useWidget();
  const text = useText();
  return config.showBanner ? <footer className="sid-footer">{text('footer.branding')}</footer> : null;
}

export function Screen({ testId, children }: { testId: string; children: ReactNode }): ReactElement {
  return (
    <div className="sid-screen" data-testid={testId}>
      {children}
    </div>
  );
}
