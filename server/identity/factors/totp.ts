/**
 * Authenticator apps (totp). A person with a key gets `[totp_verify]`. Anyone else first
 * proves the address: `[otp, totp_register]` — a code is e-mailed, and only once it is confirmed in this
 * same flow does `totp_register` accept a code from the new key, store the key and the recovery codes, and
 * sign in. Threats and answers:
 * - claiming someone's address with one's own authenticator: registration needs the e-mailed code first,
 *   so the address is proven exactly as for otp_via_email (and registration policies apply as usual);
 * - replay: a code's time step must be later than the last accepted one (one atomic UPDATE), so a code
 *   seen over a shoulder or reused in the same 30 s fails (ASVS 6.5.1);
 * - clock drift: one step either side is accepted;
 * - guessing: `MAX_CODE_ATTEMPTS` submissions per challenge, counted before the check, as for one-time codes,
 *   and the answers per account from anywhere (`verifiesPerAccount`), so many clients cannot pool guesses;
 * - a stolen database: keys are sealed (`crypto/sealer.ts`), recovery codes stored as keyed hashes;
 * - a partly finished flow: the e-mailed code's attestation answers a non-session marker, not a token, so
 *   no session exists until the authenticator is registered.
 */
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import type { Challenge } from '../../../core/identity/index.ts';
import { randomId } from '../crypto/secrets.ts';
import { Failures } from '../errors.ts';
import { completeFlow, personFor } from '../flows/complete.ts';
import type { IdentityService } from '../service.ts';
import type { FlowRecord } from '../storage/types.ts';
import { startProvenRegistration } from './address-proof.ts';
import { admitPerson, emailHandle, newFlowRecord } from './admission.ts';
import { CODE_TTL_MS, countSubmission, wrongCode } from './one-time-code.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import type { AttestOutcome, AttestRequest, FactorModule } from './types.ts';

/** The key's parameters, as the setup URI states them (and `GET /me` lists them). */
export const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const PERIOD_SECONDS = TOTP_PARAMS.period;
const DRIFT_STEPS = 1;

interface PendingRegistration {
  secret: string;
  recoveryHashes: string[];
}

export const totpFactor: FactorModule = {
  method: 'totp',
  challengeTypes: ['totp_register', 'totp_verify'],
  sendLimits: ['perAddress'],

  async start(service, request) {
    const { clock, hasher, sealer, storage } = service;
    const handle = emailHandle('totp', request.handle);
    const address = handle.value;
    const { person, decision } = await admitPerson(service, request, handle);

    const now = clock.now();
    const expiresAt = now + CODE_TTL_MS;
    const flow = newFlowRecord(request, { method: 'totp', handle, now, expiresAt });

    if (person && (await storage.totp.get(person.id))) {
      const verify: Challenge = { id: randomId(), type: 'totp_verify', authentication_method: 'totp' };
      await storage.flows.create({
        flow,
        challenges: [{ id: verify.id, type: 'totp_verify', authenticationMethod: 'totp' }],
        secrets: [],
      });
      return { challenges: [verify] };
    }

    // Registration e-mails a code, so it has the per-address send limit of the other e-mail factors.
    return {
      sendsTo: handle,
      send: async () => {
        const secret = new Secret({ size: 20 });
        const totp = totpFor(service, address, secret);
        const recoveryCodes = newRecoveryCodes();
        const pending: PendingRegistration = {
          secret: secret.base32,
          recoveryHashes: recoveryCodes.map((code) => recoveryCodeHash(hasher, code)),
        };
        const keyUri = totp.toString();
        const register: Challenge = {
          id: randomId(),
          type: 'totp_register',
          authentication_method: 'totp',
          options: {
            key_uri: keyUri,
            qr_code_data_b64: (
              await QRCode.toBuffer(keyUri, { type: 'png', margin: 1, width: 240 })
            ).toString('base64'),
            recovery_codes: recoveryCodes,
          },
        };
        return startProvenRegistration(service, {
          request,
          flow,
          decision,
          registering: {
            challenge: register,
            row: {
              id: register.id,
              type: 'totp_register',
              authenticationMethod: 'totp',
              payload: sealer.seal('totp', JSON.stringify(pending)),
            },
          },
        });
      },
    };
  },

  async attest(service, request) {
    return request.challengeType === 'totp_register'
      ? attestRegister(service, request)
      : attestVerify(service, request);
  },
};

async function attestRegister(service: IdentityService, request: AttestRequest): Promise<AttestOutcome> {
  const { clock, sealer, storage } = service;
  const { code, attempts } = await countSubmission(service, request);
  const challenge = await storage.flows.getChallenge(request.challengeId);
  const flow = challenge && (await storage.flows.get(challenge.flowId));
  if (!challenge?.payload || challenge.type !== 'totp_register' || !flow) throw Failures.expired();
  // The address must have been proven in this very flow first.
  if (!(await storage.flows.secretUsed(flow.id, 'otp'))) throw Failures.expired();
  const pending = JSON.parse(sealer.open('totp', challenge.payload)) as PendingRegistration;
  const step = acceptedStep(service, flow, Secret.fromBase32(pending.secret), code);
  if (step === undefined) throw wrongCode(attempts);
  const person = await personFor(service, flow);
  const registered = await storage.totp.register({
    personId: person.id,
    secretSealed: sealer.seal('totp', pending.secret),
    step,
    recoveryHashes: pending.recoveryHashes,
    now: clock.now(),
  });
  if (!registered) throw Failures.expired();
  return completeFlow(service, flow);
}

async function attestVerify(service: IdentityService, request: AttestRequest): Promise<AttestOutcome> {
  const { clock, hasher, sealer, storage } = service;
  const { code, attempts } = await countSubmission(service, request);
  const challenge = await storage.flows.getChallenge(request.challengeId);
  const flow = challenge && (await storage.flows.get(challenge.flowId));
  if (challenge?.type !== 'totp_verify' || !flow) throw Failures.expired();
  const byAccount = await service.limiter.check('verifiesPerAccount', 'address', flow.handle.value);
  if (!byAccount.ok) throw Failures.rateLimited(byAccount.retryAfterSeconds);
  const person = await storage.persons.findByHandle(flow.orgId, flow.handle);
  const credential = person && (await storage.totp.get(person.id));
  if (!person || !credential) throw Failures.expired();
  let accepted: boolean;
  if (/^[0-9]{6}$/.test(code)) {
    const step = acceptedStep(
      service,
      flow,
      Secret.fromBase32(sealer.open('totp', credential.secretSealed)),
      code,
    );
    // A code of the last accepted step (or an earlier one) is a replay: as wrong as a guess.
    accepted = step !== undefined && (await storage.totp.advanceStep(person.id, step));
  } else {
    // Anything else is read as a recovery code ("Use recovery code" sends it the same way).
    accepted = await storage.totp.useRecoveryCode({
      personId: person.id,
      hash: recoveryCodeHash(hasher, code),
      now: clock.now(),
    });
  }
  if (!accepted) throw wrongCode(attempts);
  return completeFlow(service, flow);
}

/** The time step a code belongs to, within one step of now, or undefined. */
function acceptedStep(
  service: IdentityService,
  flow: FlowRecord,
  secret: Secret,
  code: string,
): number | undefined {
  if (!/^[0-9]{6}$/.test(code)) return undefined;
  const timestamp = service.clock.now();
  const delta = totpFor(service, flow.handle.value, secret).validate({
    token: code,
    timestamp,
    window: DRIFT_STEPS,
  });
  return delta === null ? undefined : Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

function totpFor(service: Pick<IdentityService, 'config'>, address: string, secret: Secret): TOTP {
  return new TOTP({
    issuer: service.config.siteTitle,
    label: address,
    ...TOTP_PARAMS,
    secret,
  });
}
