import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { IdentityDatabase, MailOutboxTable } from '../schema.ts';
import type { MailRecord, MailStatus, NewMail, OutboxRepo } from '../types.ts';
import { inTransaction } from './in-transaction.ts';

type Db = Kysely<IdentityDatabase>;

const SCRUBBED = '[removed after delivery: this message held a sign-in link or code]';
/** One-time codes lead the subject, so it goes too. */
const SCRUBBED_SUBJECT = '[removed after delivery]';

export function mailRow(mail: NewMail): Insertable<MailOutboxTable> {
  return {
    id: mail.id,
    flow_id: mail.flowId,
    transport: mail.transport,
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    links: JSON.stringify(mail.links),
    status: 'queued',
    attempts: 0,
    next_attempt_at: mail.createdAt,
    locked_until: null,
    last_error: null,
    created_at: mail.createdAt,
    sent_at: null,
    expires_at: mail.expiresAt,
  };
}

export function outboxRepo(db: Db): OutboxRepo {
  const scrubbed = { subject: SCRUBBED_SUBJECT, text_body: SCRUBBED, html_body: SCRUBBED, links: '[]' };

  return {
    async enqueue(mail) {
      await db.insertInto('mail_outbox').values(mailRow(mail)).execute();
    },

    async get(id) {
      const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    async claimDue({ now, leaseMs, limit }) {
      const leaseFree = (eb: ExpressionBuilder<IdentityDatabase, 'mail_outbox'>) =>
        eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]);
      const candidates = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', now)
        .where(leaseFree)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      if (candidates.length === 0) return [];
      // The lease is taken by one conditional update, re-checked row by row under the row locks, so each
      // message goes to one instance even when several claim the same candidates.
      const rows = await db
        .updateTable('mail_outbox')
        .set((eb) => ({ locked_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
        .where(
          'id',
          'in',
          candidates.map((c) => c.id),
        )
        .where('status', '=', 'queued')
        .where(leaseFree)
        .returningAll()
        .execute();
      return rows.map(toRecord).sort((x, y) => x.nextAttemptAt - y.nextAttemptAt || (x.id < y.id ? -1 : 1));
    },

    async markSent({ ids, now, scrub }) {
      if (ids.length === 0) return;
      await db
        .updateTable('mail_outbox')
        .set({
          status: 'sent',
          sent_at: now,
          locked_until: null,
          last_error: null,
          ...(scrub ? scrubbed : {}),
        })
        .where('id', 'in', ids)
        .execute();
    },

    async markRetry({ id, nextAttemptAt, error }) {
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: nextAttemptAt, last_error: error, locked_until: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailed({ id, error, flowFailure, scrub }) {
      await inTransaction(db, async (trx) => {
        const row = await trx
          .updateTable('mail_outbox')
          .set({ status: 'failed', last_error: error, locked_until: null, ...(scrub ? scrubbed : {}) })
          .where('id', '=', id)
          .returning('flow_id')
          .executeTakeFirst();
        if (row?.flow_id) {
          await trx
            .updateTable('flows')
            .set({ status: 'failed', failure: flowFailure })
            .where('id', '=', row.flow_id)
            .where('status', '=', 'pending')
            .execute();
        }
      });
    },

    async list({ limit, transport }) {
      let query = db.selectFrom('mail_outbox').selectAll();
      if (transport !== undefined) query = query.where('transport', '=', transport);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toRecord);
    },

    async deleteOlderThan(before) {
      const result = await db
        .deleteFrom('mail_outbox')
        .where('created_at', '<', before)
        .where('status', '!=', 'queued')
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async backlog() {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('queued'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('status', '=', 'queued')
        .executeTakeFirstOrThrow();
      return { queued: Number(row.queued), oldestCreatedAt: row.oldest ?? undefined };
    },
  };
}

function toRecord(row: Selectable<MailOutboxTable>): MailRecord {
  return {
    id: row.id,
    flowId: row.flow_id,
    transport: row.transport,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: JSON.parse(row.links) as string[],
    status: row.status as MailStatus,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
  };
}
