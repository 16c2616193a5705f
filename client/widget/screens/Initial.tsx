/**
 * The initial screen: logo, "Welcome to …", "Sign in to your account", the handle form, and
 * single-sign-on buttons after an "or" divider.
 */
import type { ReactElement } from 'react';
import { useText, useWidget } from '../context.tsx';
import { isSso, ssoLabel } from '../factors.ts';
import type { LoginConfig } from '../machines/flow.ts';
import { Button } from '../pieces/Button.tsx';
import { Divider } from '../pieces/Layout.tsx';
import { FooterBanner, Header, Logo, Screen } from './Chrome.tsx';
import { HandleForm } from './HandleForm.tsx';

export function Initial({ onLogIn }: { onLogIn(config: LoginConfig): void }): ReactElement {
  const { config } = useWidget();
  const text = useText();
  const sso = config.factors.filter(isSso);
  const others = config.factors.filter((factor) => !isSso(factor));
  return (
    <Screen testId="sid-form-initial-state">
      <Logo />
      <Header title={text('initial.title')} subtitle={text('initial.subtitle')} />
      {others.length > 0 && <HandleForm factors={others} onLogIn={onLogIn} />}
      {sso.length > 0 && others.length > 0 && <Divider>{text('initial.divider')}</Divider>}
      {sso.length > 0 && (
        <div className="sid-sso">
          {sso.map((factor, index) => (
            <Button
              key={`${factor.method}-${index}`}
              variant="neutral"
              className={factor.method === 'saml' ? 'sid-saml--button' : undefined}
              icon={factor.logo ? <img className="sid-sso-logo" src={factor.logo} alt="" /> : undefined}
              onClick={() =>
                onLogIn({ handle: null, factor: { method: factor.method, options: factor.options } })
              }
            >
              {`${text('initial.sso')} ${ssoLabel(factor)}`}
            </Button>
          ))}
        </div>
      )}
      <FooterBanner />
    </Screen>
  );
}
