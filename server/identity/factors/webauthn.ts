/**
 * Passkeys (webauthn) with `@simplewebauthn/server`. A person with passkeys for the scope
 * gets `[webauthn_get]`; anyone else proves the address first, `[otp, webauthn_create]` (see
 * `address-proof.ts`). Defaults: attachment any, user verification preferred, resident key
 * preferred, attestation none, scope the page's host name. Threats and answers:
 * - claiming an address with one's own authenticator: the e-mailed code must be confirmed in the flow first;
 * - replay: each ceremony's challenge is stored as an HMAC and spent by one atomic UPDATE before the
 *   response is verified, so a response (or the challenge) works once, and only for its own flow;
 * - phishing: the client data must name one of our origins and the authenticator data our scope;
 * - cloned authenticators: a signature counter that does not grow is refused;
 * - a scope outside the page's domain: 400 with the sentence the SDK reads as `passkey_bad_scope`.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Challenge } from '../../../core/identity/index.ts';
import { randomId } from '../crypto/secrets.ts';
import { Failures } from '../errors.ts';
import { completeFlow, personFor } from '../flows/complete.ts';
import type { IdentityService } from '../service.ts';
import type { FlowRecord } from '../storage/types.ts';
import { startProvenRegistration } from './address-proof.ts';
import { admitPerson, emailHandle, newFlowRecord } from './admission.ts';
import { CODE_TTL_MS } from './one-time-code.ts';
import { expectedOrigins, passkeyScope } from './passkey-scope.ts';
import type { AttestOutcome, AttestRequest, FactorModule } from './types.ts';

const CEREMONY_TIMEOUT_MS = 120_000;
type UserVerification = 'required' | 'preferred' | 'discouraged';

interface CeremonyState {
  rpId: string;
  userVerification: UserVerification;
}

export const webauthnFactor: FactorModule = {
  method: 'webauthn',
  challengeTypes: ['webauthn_create', 'webauthn_get'],
  sendLimits: ['perAddress'],

  async start(service, request) {
    const { config, clock, storage } = service;
    const handle = emailHandle('webauthn', request.handle);
    const address = handle.value;
    const rpId = passkeyScope(service, request);
    const options = request.factor.options ?? {};
    const userVerification = oneOf(
      options.user_verification,
      ['required', 'preferred', 'discouraged'],
      'preferred',
    );
    const state: CeremonyState = { rpId, userVerification };

    const { person, decision } = await admitPerson(service, request, handle);

    const now = clock.now();
    const expiresAt = now + CODE_TTL_MS;
    const flow = newFlowRecord(request, { method: 'webauthn', handle, now, expiresAt });
    const known = person ? await storage.webauthn.list(person.id, rpId) : [];

    if (known.length > 0) {
      const get: Challenge = {
        id: randomId(),
        type: 'webauthn_get',
        authentication_method: 'webauthn',
        options: plain(
          await generateAuthenticationOptions({
            rpID: rpId,
            allowCredentials: known.map((c) => ({
              id: c.id,
              transports: c.transports as AuthenticatorTransportFuture[],
            })),
            userVerification,
            timeout: CEREMONY_TIMEOUT_MS,
          }),
        ),
      };
      await storage.flows.create({
        flow,
        challenges: [
          {
            id: get.id,
            type: 'webauthn_get',
            authenticationMethod: 'webauthn',
            payload: JSON.stringify(state),
          },
        ],
        secrets: [ceremonySecret(service, get, expiresAt)],
      });
      return { challenges: [get] };
    }

    return {
      sendsTo: handle,
      send: async () => {
        const attachment = oneOf(options.attachment, ['any', 'platform', 'cross_platform'] as const, 'any');
        const create: Challenge = {
          id: randomId(),
          type: 'webauthn_create',
          authentication_method: 'webauthn',
          options: plain(
            await generateRegistrationOptions({
              rpName: config.siteTitle,
              rpID: rpId,
              userName: address,
              userDisplayName: address,
              timeout: CEREMONY_TIMEOUT_MS,
              attestationType: oneOf(options.attestation, ['none', 'direct', 'enterprise'] as const, 'none'),
              authenticatorSelection: {
                residentKey: oneOf(
                  options.resident_key,
                  ['required', 'preferred', 'discouraged'] as const,
                  'preferred',
                ),
                userVerification,
                ...(attachment === 'any'
                  ? {}
                  : { authenticatorAttachment: attachment === 'platform' ? 'platform' : 'cross-platform' }),
              },
            }),
          ),
        };
        return startProvenRegistration(service, {
          request,
          flow,
          decision,
          registering: {
            challenge: create,
            row: {
              id: create.id,
              type: 'webauthn_create',
              authenticationMethod: 'webauthn',
              payload: JSON.stringify(state),
            },
            secrets: [ceremonySecret(service, create, expiresAt)],
          },
        });
      },
    };
  },

  async attest(service, request) {
    return request.challengeType === 'webauthn_create'
      ? attestCreate(service, request)
      : attestGet(service, request);
  },
};

function ceremonySecret(service: Pick<IdentityService, 'hasher'>, challenge: Challenge, expiresAt: number) {
  const options = challenge.options as { challenge: string };
  return {
    hash: service.hasher.hash('webauthn', options.challenge),
    purpose: 'webauthn' as const,
    challengeId: challenge.id,
    expiresAt,
  };
}

/** Spends the ceremony's challenge (named in the client data) for this challenge id; one caller wins. */
async function spendCeremony(
  service: IdentityService,
  request: AttestRequest,
  type: 'webauthn_create' | 'webauthn_get',
): Promise<{ flow: FlowRecord; state: CeremonyState; ceremonyChallenge: string }> {
  const { clock, hasher, storage } = service;
  const clientData = request.data.response as { clientDataJSON?: unknown } | undefined;
  if (typeof request.data.id !== 'string' || typeof clientData?.clientDataJSON !== 'string')
    throw Failures.invalidBody('data must be a public key credential (id, response.clientDataJSON)');
  let ceremonyChallenge: unknown;
  try {
    ceremonyChallenge = (
      JSON.parse(Buffer.from(clientData.clientDataJSON, 'base64url').toString('utf8')) as {
        challenge?: unknown;
      }
    ).challenge;
  } catch {
    throw Failures.invalidBody('data.response.clientDataJSON is not base64url JSON');
  }
  if (typeof ceremonyChallenge !== 'string') throw Failures.passkeyNotVerified();
  const challenge = await storage.flows.getChallenge(request.challengeId);
  if (challenge?.type !== type || !challenge.payload) throw Failures.expired();
  const flowId = await storage.flows.consumeSecret({
    hash: hasher.hash('webauthn', ceremonyChallenge),
    purpose: 'webauthn',
    challengeId: challenge.id,
    now: clock.now(),
  });
  const flow = flowId && (await storage.flows.get(flowId));
  if (!flow || flow.status !== 'pending') throw Failures.expired();
  return { flow, state: JSON.parse(challenge.payload) as CeremonyState, ceremonyChallenge };
}

async function attestCreate(service: IdentityService, request: AttestRequest): Promise<AttestOutcome> {
  const { clock, storage } = service;
  const challenge = await storage.flows.getChallenge(request.challengeId);
  // The address must have been proven in this very flow first (checked before anything is spent).
  if (!challenge || !(await storage.flows.secretUsed(challenge.flowId, 'otp'))) throw Failures.expired();
  const { flow, state, ceremonyChallenge } = await spendCeremony(service, request, 'webauthn_create');
  const verified = await verifyRegistrationResponse({
    response: request.data as unknown as RegistrationResponseJSON,
    expectedChallenge: ceremonyChallenge,
    expectedOrigin: expectedOrigins(service),
    expectedRPID: state.rpId,
    requireUserVerification: state.userVerification === 'required',
  }).catch(() => undefined);
  if (!verified?.verified) throw Failures.passkeyNotVerified();
  const { credential } = verified.registrationInfo;
  const person = await personFor(service, flow);
  const added = await storage.webauthn.add({
    id: credential.id,
    personId: person.id,
    rpId: state.rpId,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    createdAt: clock.now(),
  });
  if (!added) throw Failures.passkeyNotVerified();
  return completeFlow(service, flow);
}

async function attestGet(service: IdentityService, request: AttestRequest): Promise<AttestOutcome> {
  const { clock, storage } = service;
  const { flow, state, ceremonyChallenge } = await spendCeremony(service, request, 'webauthn_get');
  const person = await storage.persons.findByHandle(flow.orgId, flow.handle);
  const stored = await storage.webauthn.get(request.data.id as string);
  if (!person || !stored || stored.personId !== person.id || stored.rpId !== state.rpId)
    throw Failures.passkeyUnknown();
  const verified = await verifyAuthenticationResponse({
    response: request.data as unknown as AuthenticationResponseJSON,
    expectedChallenge: ceremonyChallenge,
    expectedOrigin: expectedOrigins(service),
    expectedRPID: state.rpId,
    credential: {
      id: stored.id,
      publicKey: Buffer.from(stored.publicKey, 'base64url'),
      counter: stored.counter,
      transports: stored.transports as AuthenticatorTransportFuture[],
    },
    requireUserVerification: state.userVerification === 'required',
  }).catch(() => undefined);
  if (!verified?.verified) throw Failures.passkeyNotVerified();
  const used = await storage.webauthn.recordUse({
    id: stored.id,
    counter: verified.authenticationInfo.newCounter,
    now: clock.now(),
  });
  if (!used) throw Failures.passkeyNotVerified();
  return completeFlow(service, flow);
}

/** Options objects of the library, as the plain JSON records challenges carry. */
function plain(options: object): Record<string, unknown> {
  return { ...options };
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}
