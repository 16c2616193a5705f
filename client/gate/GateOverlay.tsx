/**
 * What the gate shows over the page, once it shows anything: the sign-in form or the set-password page in the
 * modal, the "Continue signing in?" question of an e-mailed link, or the notice that the reader's account may
 * not open the page. A signed-in reader on a page they may read never needs any of it, so it loads lazily.
 */
import { lazy, type ReactElement } from 'react';
import { useTranslate } from '../../theme/i18n/use-translate.ts';
import type { IdentitySession } from '../identity/session.ts';
import type { User } from '../identity/user.ts';
import type { ResetLink } from '../widget/screens/ResetPasswordScreen.tsx';
import type { GateConfig } from './config.ts';
import { GateModal } from './GateModal.tsx';
import type { LinkInfo } from './link-landing.ts';

/** Asked only of a reader who arrives from an e-mailed link, so it loads then. */
const ContinueSignIn = lazy(() =>
  import('./ContinueSignIn.tsx').then((module) => ({ default: module.ContinueSignIn })),
);

export interface LinkPrompt {
  info: LinkInfo;
  answer(confirmed: boolean): void;
}

export interface ResetPrompt {
  link: ResetLink;
  done(user: User | undefined): void;
}

export type Overlay =
  | { kind: 'resetPassword'; session: IdentitySession; prompt: ResetPrompt; onDone(): void }
  | { kind: 'confirmLink'; prompt: LinkPrompt; onDeclined(): void }
  | {
      kind: 'signIn';
      session: IdentitySession;
      forced: boolean;
      onSuccess(user: User): void;
      /** The form opens on this error (a refused single sign-on this page is the return of). */
      initialError?: Error | undefined;
    }
  | { kind: 'forbidden' };

export interface GateOverlayProps {
  overlay: Overlay;
  config: GateConfig;
  /** Closes the sign-in form the reader opened. */
  closeForm(): void;
}

export function GateOverlay({ overlay, config, closeForm }: GateOverlayProps): ReactElement {
  const t = useTranslate();
  switch (overlay.kind) {
    case 'resetPassword':
      return (
        <GateModal
          session={overlay.session}
          config={config}
          forced
          onClose={closeForm}
          content={{
            kind: 'resetPassword',
            link: overlay.prompt.link,
            onDone: (signedIn) => {
              overlay.onDone();
              overlay.prompt.done(signedIn);
            },
          }}
        />
      );
    case 'confirmLink':
      return (
        <ContinueSignIn
          siteTitle={config.siteTitle}
          context={overlay.prompt.info.context}
          onAnswer={(confirmed) => {
            overlay.prompt.answer(confirmed);
            if (!confirmed) overlay.onDeclined();
          }}
        />
      );
    case 'signIn':
      return (
        <GateModal
          session={overlay.session}
          config={config}
          forced={overlay.forced}
          onClose={closeForm}
          content={{ kind: 'signIn', onSuccess: overlay.onSuccess, initialError: overlay.initialError }}
        />
      );
    case 'forbidden':
      return (
        <div className="docgen-gate docgen-gate__notice" role="alert">
          {t('docgen.signIn.forbidden')}
        </div>
      );
  }
}
