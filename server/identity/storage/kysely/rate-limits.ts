import { sql, type Kysely } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';
import type { RateLimitsRepo } from '../types.ts';

type Db = Kysely<IdentityDatabase>;

export function rateLimitsRepo(db: Db): RateLimitsRepo {
  return {
    async hit({ windows, now }) {
      if (windows.length === 0) return [];
      // One upsert counts a hit in every window: a window that has run out restarts at this hit, otherwise
      // its count goes up. SET expressions read the row as it was, so both CASEs test the old window.
      const expired = sql<boolean>`rate_limits.window_start + rate_limits.window_ms <= ${now}`;
      const rows = await db
        .insertInto('rate_limits')
        .values(
          windows.map(({ key, windowMs }) => ({ key, window_start: now, window_ms: windowMs, count: 1 })),
        )
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
            window_start: sql<number>`case when ${expired} then ${now} else rate_limits.window_start end`,
            window_ms: sql<number>`excluded.window_ms`,
          }),
        )
        .returning(['key', 'count', 'window_start'])
        .execute();
      return rows.map((row) => ({
        key: row.key,
        count: Number(row.count),
        windowStart: Number(row.window_start),
      }));
    },
    async refund(keys) {
      if (keys.length === 0) return;
      await db
        .updateTable('rate_limits')
        .set({ count: sql<number>`count - 1` })
        .where('key', 'in', keys)
        .where('count', '>', 0)
        .execute();
    },
    async mark({ key, windowMs, now }) {
      // A mark is a window of one hit ending at `now + windowMs`; a later end wins over an earlier one.
      const end = now + windowMs;
      const later = sql<boolean>`rate_limits.window_start + rate_limits.window_ms < ${end}`;
      await db
        .insertInto('rate_limits')
        .values({ key, window_start: now, window_ms: windowMs, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when ${later} then 1 else rate_limits.count end`,
            window_start: sql<number>`case when ${later} then ${now} else rate_limits.window_start end`,
            window_ms: sql<number>`case when ${later} then ${windowMs} else rate_limits.window_ms end`,
          }),
        )
        .execute();
    },
    async isMarked({ key, now }) {
      const row = await db
        .selectFrom('rate_limits')
        .select('key')
        .where('key', '=', key)
        .where('count', '>', 0)
        .where(sql<boolean>`window_start + window_ms > ${now}`)
        .executeTakeFirst();
      return row !== undefined;
    },
    async deleteExpiredBefore(before) {
      const result = await db
        .deleteFrom('rate_limits')
        .where(sql<boolean>`window_start + window_ms < ${before}`)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
