import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';
import type { SmsMessagesRepo } from '../types.ts';

export function smsMessagesRepo(db: Kysely<IdentityDatabase>): SmsMessagesRepo {
  return {
    async insert(message) {
      await db
        .insertInto('sms_messages')
        .values({
          id: message.id,
          to_number: message.to,
          text_body: message.text,
          created_at: message.createdAt,
        })
        .execute();
    },

    async list(limit) {
      const rows = await db
        .selectFrom('sms_messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        to: row.to_number,
        text: row.text_body,
        createdAt: Number(row.created_at),
      }));
    },

    async deleteOlderThan(before) {
      const result = await db.deleteFrom('sms_messages').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
