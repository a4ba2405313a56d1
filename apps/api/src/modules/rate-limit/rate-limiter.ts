import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { AppError } from '../../http/errors.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Units taken from one window of a budget by `RateLimiter.consume`. */
export interface Consumed {
  key: string;
  amount: number;
  /** As PostgreSQL printed it, so a refund finds exactly this window again. */
  windowStartedAt: string;
}

/**
 * Fixed-window counters in the database, so every API process shares them and they survive a
 * restart. Keys are namespaced: "ip:<route>:<ip>", "account:<email>".
 */
export class RateLimiter {
  constructor(private readonly database: Database) {}

  /**
   * Counts one attempt; throws 429 with Retry-After once the window's budget is spent. `onLocked` runs
   * once a window, on its first refusal (a locked account is one alert, not one per attempt).
   */
  async hit(
    key: string,
    limit: Limit,
    onLocked?: (retryAfterSeconds: number) => Promise<void>,
  ): Promise<void> {
    const { count, retryAfter } = await this.increment(key, limit);
    if (count > limit.max) {
      if (count === limit.max + 1) await onLocked?.(retryAfter);
      throw tooMany(retryAfter);
    }
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

  /**
   * Takes `amount` units of the window's budget in one statement, or none: the conditional upsert
   * locks the counter row, so concurrent requests (on any number of API processes) can never
   * spend more than `max` between them. A refusal takes nothing and throws 429 with Retry-After.
   * Returns the window the units came from, for `refund`.
   */
  async consume(key: string, limit: Limit, amount: number): Promise<Consumed> {
    if (amount > limit.max) throw tooMany(limit.windowSeconds);
    const rows = rowsOf<{ window_started_at: string }>(
      await this.database.db.execute(sql`
        insert into auth_rate_limits as r (key, window_started_at, count) values (${key}, now(), ${amount})
        on conflict (key) do update set
          count = case when r.window_started_at <= now() - make_interval(secs => ${limit.windowSeconds}) then excluded.count else r.count + excluded.count end,
          window_started_at = case when r.window_started_at <= now() - make_interval(secs => ${limit.windowSeconds}) then now() else r.window_started_at end
        where r.window_started_at <= now() - make_interval(secs => ${limit.windowSeconds})
          or r.count + excluded.count <= ${limit.max}
        returning window_started_at::text as window_started_at`),
    );
    const row = rows[0];
    if (!row) throw tooMany(await this.secondsLeft(key, limit));
    return { key, amount, windowStartedAt: row.window_started_at };
  }

  /** Gives back what `consume` took, unless that window has ended since (a new one starts full). */
  async refund(consumed: Consumed): Promise<void> {
    await this.database.db.execute(sql`
      update auth_rate_limits set count = greatest(count - ${consumed.amount}, 0)
      where key = ${consumed.key} and window_started_at = ${consumed.windowStartedAt}::timestamptz`);
  }

  private async secondsLeft(key: string, limit: Limit): Promise<number> {
    const rows = rowsOf<{ retry_after: number }>(
      await this.database.db.execute(sql`
        select ceil(extract(epoch from (window_started_at + make_interval(secs => ${limit.windowSeconds}) - now())))::int as retry_after
        from auth_rate_limits where key = ${key}`),
    );
    return Number(rows[0]?.retry_after ?? limit.windowSeconds);
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
