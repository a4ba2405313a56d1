import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { AppError } from '../../http/errors.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so every API process shares them and they survive a
 * restart. Keys are namespaced: "ip:<route>:<ip>", "account:<email>".
 */
export class RateLimiter {
  constructor(private readonly database: Database) {}

  /** Counts one attempt; throws 429 with Retry-After once the window's budget is spent. */
  async hit(key: string, limit: Limit): Promise<void> {
    const { count, retryAfter } = await this.increment(key, limit);
    if (count > limit.max) throw tooMany(retryAfter);
  }

  /** Throws 429 when the key has already used its budget, without counting. */
  async check(key: string, limit: Limit): Promise<void> {
    const rows = rowsOf<{ count: number; retry_after: number }>(
      await this.database.db.execute(sql`
        select count, ceil(extract(epoch from (window_started_at + make_interval(secs => ${limit.windowSeconds}) - now())))::int as retry_after
        from auth_rate_limits
        where key = ${key} and window_started_at > now() - make_interval(secs => ${limit.windowSeconds})`),
    );
    const row = rows[0];
    if (row && row.count >= limit.max) throw tooMany(row.retry_after);
  }

  async increment(key: string, limit: Limit): Promise<{ count: number; retryAfter: number }> {
    const rows = rowsOf<{ count: number; retry_after: number }>(
      await this.database.db.execute(sql`
        insert into auth_rate_limits as r (key, window_started_at, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when r.window_started_at <= now() - make_interval(secs => ${limit.windowSeconds}) then 1 else r.count + 1 end,
          window_started_at = case when r.window_started_at <= now() - make_interval(secs => ${limit.windowSeconds}) then now() else r.window_started_at end
        returning count, ceil(extract(epoch from (window_started_at + make_interval(secs => ${limit.windowSeconds}) - now())))::int as retry_after`),
    );
    const row = rows[0];
    return {
      count: Number(row?.count ?? 1),
      retryAfter: Math.max(1, Number(row?.retry_after ?? limit.windowSeconds)),
    };
  }

  /** Deletes windows that ended more than a day ago (no limit here is longer than a day). */
  async sweep(): Promise<void> {
    await this.database.db.execute(
      sql`delete from auth_rate_limits where window_started_at < now() - interval '1 day'`,
    );
  }

  async reset(key: string): Promise<void> {
    await this.database.db.execute(sql`delete from auth_rate_limits where key = ${key}`);
  }
}

function tooMany(retryAfterSeconds: number) {
  const seconds = Math.max(1, retryAfterSeconds);
  return new AppError('RATE_LIMITED', `Too many attempts. Try again in ${seconds} seconds.`, {
    retryAfterSeconds: seconds,
  });
}
