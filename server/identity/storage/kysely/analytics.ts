import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';
import type { AnalyticsEventsRepo } from '../types.ts';

type Db = Kysely<IdentityDatabase>;

export function analyticsEventsRepo(db: Db): AnalyticsEventsRepo {
  return {
    async insert(event) {
      await db
        .insertInto('analytics_events')
        .values({
          id: event.id,
          org_id: event.orgId,
          event_name: event.eventName,
          body: event.body,
          created_at: event.createdAt,
        })
        .execute();
    },
    async list(limit) {
      const rows = await db
        .selectFrom('analytics_events')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        orgId: row.org_id,
        eventName: row.event_name,
        body: row.body,
        createdAt: row.created_at,
      }));
    },
    async prune({ before, keep }) {
      let deleted = Number(
        (await db.deleteFrom('analytics_events').where('created_at', '<', before).executeTakeFirst())
          .numDeletedRows,
      );
      const boundary = await db
        .selectFrom('analytics_events')
        .select(['created_at', 'id'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(keep)
        .limit(1)
        .executeTakeFirst();
      if (boundary) {
        const result = await db
          .deleteFrom('analytics_events')
          .where((eb) =>
            eb.or([
              eb('created_at', '<', boundary.created_at),
              eb.and([eb('created_at', '=', boundary.created_at), eb('id', '<=', boundary.id)]),
            ]),
          )
          .executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      return deleted;
    },
  };
}
