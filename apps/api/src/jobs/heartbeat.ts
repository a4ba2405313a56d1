import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export type HeartbeatName = 'job_runner' | 'mail_transport';

/**
 * When a background service last worked and last failed (service_heartbeats, migration 0057), for the
 * Overview's system status. Every API process writes the same row; a process writes the same outcome
 * at most once per `everyMs` (a runner polls every few seconds), but a change of outcome at once, so a
 * recovery is never hidden behind the last failure.
 */
export class Heartbeat {
  private last: { ok: boolean; at: number } | null = null;

  constructor(
    private readonly database: Database,
    private readonly name: HeartbeatName,
    private readonly everyMs = 30_000,
  ) {}

  success(): Promise<void> {
    return this.write(true, null);
  }

  failure(error: unknown): Promise<void> {
    return this.write(false, error instanceof Error ? error.message : String(error));
  }

  private async write(ok: boolean, error: string | null): Promise<void> {
    const now = Date.now();
    if (this.last && this.last.ok === ok && now - this.last.at < this.everyMs) return;
    this.last = { ok, at: now };
    await this.database.db.execute(
      ok
        ? sql`insert into service_heartbeats (name, last_success_at) values (${this.name}, now())
              on conflict (name) do update set last_success_at = excluded.last_success_at`
        : sql`insert into service_heartbeats (name, last_failure_at, last_error)
              values (${this.name}, now(), left(${error ?? ''}, 500))
              on conflict (name) do update set last_failure_at = excluded.last_failure_at,
                last_error = excluded.last_error`,
    );
  }
}
