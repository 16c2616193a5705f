/**
 * What a factor checks before it starts a flow, written once so every factor answers alike:
 * - the handle it takes, normalised (a wrong type or a malformed value is a 400);
 * - the send limits per address or number (`send-limits.ts`), which factors apply before anything is looked
 *   up, so known and unknown handles take the same path;
 * - who may sign in (`registration/policy.ts`): a refusal is the 403 of the domain rule, an invite-only
 *   outsider gets the usual answer and a notice instead of the message.
 */
import {
  checkEmailAddress,
  checkPhoneNumber,
  type FactorMethod,
  type Handle,
} from '../../../core/identity/index.ts';
import { randomId } from '../crypto/secrets.ts';
import { encodeExtras } from '../flows/extras.ts';
import { Failures } from '../errors.ts';
import { decideRegistration, type RegistrationDecision } from '../registration/policy.ts';
import type { IdentityService } from '../service.ts';
import type { NewFlow, PersonRecord } from '../storage/types.ts';
import type { StartRequest } from './types.ts';

export type EmailHandle = { type: 'email_address'; value: string };
export type PhoneHandle = { type: 'phone_number'; value: string };

export function emailHandle(method: FactorMethod, handle: Handle | null): EmailHandle {
  if (handle?.type !== 'email_address') throw Failures.unsupportedHandle(method, 'email_address');
  const checked = checkEmailAddress(handle.value);
  if (!checked.ok) throw Failures.malformedEmail(checked.reason);
  return { type: 'email_address', value: checked.address };
}

/** The number as E.164; only where text messages can be sent at all. */
export function phoneHandle(
  service: Pick<IdentityService, 'sms'>,
  method: FactorMethod,
  handle: Handle | null,
): PhoneHandle {
  if (!service.sms) throw Failures.smsNotConfigured(method);
  if (handle?.type !== 'phone_number') throw Failures.unsupportedHandle(method, 'phone_number');
  const checked = checkPhoneNumber(handle.value);
  if (!checked.ok) throw Failures.malformedPhone(checked.reason);
  return { type: 'phone_number', value: checked.number };
}

function admit(
  service: Pick<IdentityService, 'config'>,
  address: string,
  registered: boolean,
): RegistrationDecision {
  const decision = decideRegistration(service.config.registration, address, registered);
  if (decision === 'refused') throw Failures.selfRegistrationNotAllowed();
  return decision;
}

/**
 * For a factor that only sends a message: true when it may carry a way in, false for a notice. The person
 * is looked up only when the policy depends on it.
 */
export async function admitRecipient(
  service: IdentityService,
  request: StartRequest,
  handle: Handle,
): Promise<boolean> {
  const registered =
    service.config.registration.mode === 'open'
      ? false
      : Boolean(await service.storage.persons.findByHandle(request.orgId, handle));
  return admit(service, handle.value, registered) === 'allowed';
}

/** For a factor that checks or binds a credential: the person (if any) is needed anyway. */
export async function admitPerson(
  service: IdentityService,
  request: StartRequest,
  handle: Handle,
): Promise<{ person: PersonRecord | undefined; decision: RegistrationDecision }> {
  const person = await service.storage.persons.findByHandle(request.orgId, handle);
  return { person, decision: admit(service, handle.value, Boolean(person)) };
}

/** The flow a start stores, asked for by this request's browser. */
export function newFlowRecord(
  request: StartRequest,
  params: { method: FactorMethod; handle: Handle; now: number; expiresAt: number },
): NewFlow['flow'] {
  return {
    id: randomId(),
    orgId: request.orgId,
    factorMethod: params.method,
    handle: params.handle,
    requesterDevice: request.device,
    createdAt: params.now,
    expiresAt: params.expiresAt,
    ...(request.bearer ? { extras: encodeExtras({ bearer: request.bearer }) } : {}),
  };
}
