/**
 * `webauthn_create` / `webauthn_get`: once the page has focus, the browser ceremony runs in the page when the
 * relying party is this host or a parent domain of it, else in the SDK page on a host it covers
 * (`passkey-page.ts`). The WebAuthn helper is loaded only when needed.
 */
import type { Challenge } from '../../../core/identity/challenges.ts';
import { STORAGE } from '../storage-keys.ts';
import { IdentityError } from '../errors.ts';
import { readJson, writeJson } from '../token-storage.ts';
import { attest, emit, type ChallengeHandler, type ProcessContext } from './context.ts';
import { ceremonyInPasskeyPage, waitForFocus } from './passkey-page.ts';

function isLocalScope(rpId: string): boolean {
  const host = location.hostname;
  return host === rpId || host.endsWith(`.${rpId}`);
}

function rememberCredential(scope: string, credentialId: string): void {
  const stored = readJson<Record<string, string[]>>(STORAGE.credentialIds) ?? {};
  const ids = new Set(stored[scope] ?? []);
  ids.add(credentialId);
  writeJson(STORAGE.credentialIds, { ...stored, [scope]: [...ids] });
}

export function storedCredentialIds(scope: string): string[] {
  return readJson<Record<string, string[]>>(STORAGE.credentialIds)?.[scope] ?? [];
}

const promptFailed = (error: unknown) =>
  new IdentityError(
    'PasskeyPromptError',
    'The passkey prompt was cancelled or failed.',
    {},
    { cause: error },
  );

/** The credential JSON of the ceremony for `scope`, wherever it has to run. */
async function ceremony(
  kind: 'create' | 'get',
  challenge: Challenge,
  scope: string,
  context: ProcessContext,
): Promise<Record<string, unknown>> {
  const hadFocus = await waitForFocus();
  try {
    if (!isLocalScope(scope))
      return await ceremonyInPasskeyPage({ kind, challenge, endpoints: context.endpoints, hadFocus });
    const { startAuthentication, startRegistration } = await import('@simplewebauthn/browser');
    const optionsJSON = challenge.options as never;
    const credential =
      kind === 'create'
        ? await startRegistration({ optionsJSON })
        : await startAuthentication({ optionsJSON });
    return credential as unknown as Record<string, unknown>;
  } catch (error) {
    throw promptFailed(error);
  }
}

export const webauthnCreate: ChallengeHandler = async (challenge, context) => {
  const options = (challenge.options ?? {}) as { rp?: { id?: string } };
  const scope = options.rp?.id ?? location.hostname;
  const credential = await ceremony('create', challenge, scope, context);
  const token = await attest(context, challenge, 'webauthn_create', credential);
  rememberCredential(scope, credential.rawId as string);
  emit(context, 'webAuthnChallengeProcessed', { credentialId: credential.rawId });
  return token;
};

export const webauthnGet: ChallengeHandler = async (challenge, context) => {
  const options = (challenge.options ?? {}) as { rpId?: string };
  const credential = await ceremony('get', challenge, options.rpId ?? location.hostname, context);
  const token = await attest(context, challenge, 'webauthn_get', credential);
  emit(context, 'webAuthnChallengeProcessed', { credentialId: credential.rawId });
  return token;
};
