/**
 * `POST /actions/sdk` (and `/events`): the SDK's analytics. Stored with bounded size, rate (per client
 * address, dropped over the limit by `route-limits.ts`) and retention (pruned by `maintenance.ts`), and never
 * a failure for the caller: storage trouble is logged, not returned. An event about a reader who did not give
 * the `analytics` consent level where it is needed is dropped the same quiet way (`accounts/consent.ts`).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { credentialFreeJson } from '../../../../core/identity/link-params.ts';
import { analyticsConsented } from '../../accounts/consent.ts';
import type { IdentityService } from '../../service.ts';
import { sendResult } from '../reply.ts';

const MAX_STORED_BODY = 8 * 1024;
const MAX_NAME = 100;

export function analyticsRoutes(app: FastifyInstance, service: IdentityService): void {
  for (const path of ['/actions/sdk', '/events']) {
    app.post(path, async (request, reply) => {
      const body = request.body;
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        try {
          const event = body as Record<string, unknown>;
          if (await analyticsConsented(service, personOf(event)))
            await service.storage.analytics.insert(eventRecord(event, service.clock.now()));
        } catch (error) {
          service.logger.warn({ err: error }, 'analytics event not stored');
        }
      }
      return sendResult(reply, {});
    });
  }
}

/** The person an event is about, as the SDK names them in `event_data.person_id`. */
function personOf(body: Record<string, unknown>): string | undefined {
  const personId = (body.event_data as Record<string, unknown> | undefined)?.person_id;
  return typeof personId === 'string' && personId.length <= MAX_NAME ? personId : undefined;
}

function eventRecord(body: Record<string, unknown>, now: number) {
  const eventData = body.event_data as Record<string, unknown> | undefined;
  const name =
    typeof eventData?.event_name === 'string' ? eventData.event_name.slice(0, MAX_NAME) : 'unknown';
  const orgId = typeof body.organization_id === 'string' ? body.organization_id.slice(0, MAX_NAME) : null;
  // Defence in depth: a client that did not strip them (an old SDK, a crafted event) still stores no credential
  // a URL carried: every string that reads as a URL loses its credential parameters, at any depth.
  const json = credentialFreeJson(body);
  return {
    id: randomUUID(),
    orgId,
    eventName: name,
    body: json.length <= MAX_STORED_BODY ? json : JSON.stringify({ truncated: true, event_name: name }),
    createdAt: now,
  };
}
