/**
 * The audit of assistant tokens: every approval, every issue (code exchanged, tokens refreshed), every use
 * (what an assistant read or searched) and every revocation, written before the answer goes out. Threat: an
 * assistant reading more, or for longer, than its reader knows, unseen.
 */
import { randomUUID } from 'node:crypto';
import type { IdentityService } from '../service.ts';
import type { AssistantGrantRecord } from '../storage/assistant-types.ts';

export type AssistantAction =
  | 'approved'
  | 'tokens issued'
  | 'tokens refreshed'
  | 'used'
  | 'revoked'
  | 'code replayed'
  | 'refresh token replayed';

export async function auditAssistant(
  service: Pick<IdentityService, 'storage' | 'clock'>,
  grant: Pick<AssistantGrantRecord, 'id' | 'personId' | 'clientId'>,
  action: AssistantAction,
  /** What it was about (a tool and its arguments, a resource); never a secret. */
  detail = '',
): Promise<void> {
  await service.storage.assistantAudit.add({
    id: randomUUID(),
    grantId: grant.id,
    personId: grant.personId,
    clientId: grant.clientId,
    action,
    detail,
    createdAt: service.clock.now(),
  });
}
