/**
 * `webauthn_create` / `webauthn_get`: the browser ceremony runs in the page when the
 * relying party is this host or a parent domain of it. The WebAuthn helper is loaded only when needed.
 */
import { STORAGE } from '../storage-keys.ts';
import { IdentityError } from '../errors.ts';
import { readJson, writeJson } from '../token-storage.ts';
import { attest, emit, type ChallengeHandler } from './context.ts';

function isLocalScope(rpId: unknown): boolean {
  if (typeof rpId !== 'string' || rpId === '') return true;
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

export const webauthnCreate: ChallengeHandler = async (challenge, context) => {
  const options = (challenge.options ?? {}) as { rp?: { id?: string } } & Record<string, unknown>;
  const scope = options.rp?.id ?? location.hostname;
  if (!isLocalScope(scope))
    throw new IdentityError('InvalidActionError', `Passkeys for "${scope}" cannot be created on this page.`);
  const { startRegistration } = await import('@simplewebauthn/browser');
  const credential = await startRegistration({ optionsJSON: options as never }).catch((error: unknown) => {
    throw promptFailed(error);
  });
  const token = await attest(
    context,
    challenge,
    'webauthn_create',
    credential as unknown as Record<string, unknown>,
  );
  rememberCredential(scope, credential.rawId);
  emit(context, 'webAuthnChallengeProcessed', { credentialId: credential.rawId });
  return token;
};

export const webauthnGet: ChallengeHandler = async (challenge, context) => {
  const options = (challenge.options ?? {}) as { rpId?: string } & Record<string, unknown>;
  if (!isLocalScope(options.rpId)) {
    throw new IdentityError(
      'InvalidActionError',
      `Passkeys for "${options.rpId}" cannot be used on this page.`,
    );
  }
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({ optionsJSON: options as never }).catch((error: unknown) => {
    throw promptFailed(error);
  });
  const token = await attest(
    context,
    challenge,
    'webauthn_get',
    credential as unknown as Record<string, unknown>,
  );
  emit(context, 'webAuthnChallengeProcessed', { credentialId: credential.rawId });
  return token;
};
