import type { TooltipSightings } from '@competencyhub/domain/schemas/tooltips';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate.ts';
import type { Services } from '../../services.ts';

/**
 * How long a recorded sighting stands before another is written: however many people report a page,
 * a tooltip's row is written at most twice in this time (found, missing), so the write rate is bound
 * by the number of tooltips, not of visitors.
 */
export const SIGHTING_INTERVAL_MINUTES = 10;

/**
 * A page's report of which of its tooltips it found once it settled (decision 0071): two set-based
 * updates, each only of the page's own tooltips and only where the last record is older than the
 * interval. Not audited: an observation of the page, not a change anyone made.
 */
export async function recordSightings(
  services: Services,
  report: TooltipSightings,
): Promise<{ recorded: number }> {
  const found = [...new Set(report.found)];
  const missing = [...new Set(report.missing)].filter((id) => !found.includes(id));
  const stale = sql.raw(`now() - interval '${SIGHTING_INTERVAL_MINUTES} minutes'`);
  let recorded = 0;
  const ids = (list: string[]) =>
    sql`array[${sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
  if (found.length > 0) {
    recorded += rowsOf<{ id: string }>(
      await services.database.db.execute(sql`
        update tooltips set last_found_at = now()
        where page = ${report.page} and id = any(${ids(found)})
          and (last_found_at is null or last_found_at < ${stale})
        returning id`),
    ).length;
  }
  if (missing.length > 0) {
    recorded += rowsOf<{ id: string }>(
      await services.database.db.execute(sql`
        update tooltips set last_missing_at = now()
        where page = ${report.page} and id = any(${ids(missing)})
          and (last_missing_at is null or last_missing_at < ${stale})
        returning id`),
    ).length;
  }
  return { recorded };
}
