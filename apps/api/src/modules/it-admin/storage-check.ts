import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { JobHandler } from '../../jobs/runner.ts';

/**
 * The nightly comparison of the storage counters with the files (decision 0069). company_storage is
 * kept by triggers on stored_files, so it can only drift when rows reach stored_files some other way
 * (a partial restore, a statement run by hand with the triggers disabled). Once a night every company's
 * files are counted — one grouped pass over stored_files, whose rows are small (the bytes live in
 * TOAST and are not read) — and compared with its counter; the counters that differ are set to what
 * was counted and the finding is kept for IT Administration's System tab.
 *
 * Counting and repairing happen in one repeatable-read transaction: both read the same snapshot, and
 * an upload that changes a differing counter meanwhile makes the repair fail with a serialization error
 * instead of overwriting the upload's count with an older one. The finding is then kept as "not
 * repaired" and the next night tries again.
 */
export const CHECK_STORAGE = 'storage.consistency_check';
export const CHECK_STORAGE_EVERY_MS = 24 * 60 * 60_000;
const MAX_EXAMPLES = 20;

export interface StorageDifference {
  companyId: string;
  stored: { files: number; bytes: number };
  counted: { files: number; bytes: number };
}

interface DifferenceRow {
  company_id: string;
  stored_files: number;
  stored_bytes: string | number;
  counted_files: number;
  counted_bytes: string | number;
}

export async function checkStorage(database: Database) {
  let differences: StorageDifference[] = [];
  let companies = 0;
  let repaired = true;
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`);
      const rows = rowsOf<DifferenceRow & { companies: number }>(
        await tx.execute(sql`
          with counted as (
            select company_id, count(*)::int as files, coalesce(sum(byte_size), 0)::bigint as bytes
            from stored_files group by company_id
          ),
          compared as (
            select coalesce(c.company_id, s.company_id) as company_id,
              coalesce(s.files, 0) as stored_files, coalesce(s.bytes, 0) as stored_bytes,
              coalesce(c.files, 0) as counted_files, coalesce(c.bytes, 0) as counted_bytes
            from counted c full join company_storage s on s.company_id = c.company_id
          )
          select company_id, stored_files, stored_bytes, counted_files, counted_bytes,
            (select count(*)::int from compared where counted_files > 0 or stored_files > 0) as companies
          from compared
          where stored_files <> counted_files or stored_bytes <> counted_bytes
          union all
          -- One row even when nothing differs, to carry the number of companies compared.
          select null, 0, 0, 0, 0,
            (select count(*)::int from compared where counted_files > 0 or stored_files > 0)`),
      );
      companies = rows[0]?.companies ?? 0;
      differences = rows
        .filter((row) => row.company_id !== null)
        .map((row) => ({
          companyId: row.company_id,
          stored: { files: Number(row.stored_files), bytes: Number(row.stored_bytes) },
          counted: { files: Number(row.counted_files), bytes: Number(row.counted_bytes) },
        }));
      if (differences.length === 0) return;
      // Set-based: every differing counter in one statement, from the snapshot just compared.
      await tx.execute(sql`
        insert into company_storage as s (company_id, files, bytes)
        select company_id, files, bytes
        from jsonb_to_recordset(${JSON.stringify(
          differences.map((d) => ({
            company_id: d.companyId,
            files: d.counted.files,
            bytes: d.counted.bytes,
          })),
        )}::jsonb) as r(company_id uuid, files integer, bytes bigint)
        on conflict (company_id) do update set files = excluded.files, bytes = excluded.bytes`);
    });
  } catch (error) {
    if (!isSerializationFailure(error)) throw error;
    repaired = false;
  }
  const [report] = rowsOf<{ id: string }>(
    await database.db.execute(sql`
      insert into storage_checks (companies, mismatched, repaired, examples)
      values (${companies}, ${differences.length}, ${differences.length === 0 || repaired},
        ${JSON.stringify(differences.slice(0, MAX_EXAMPLES))}::jsonb)
      returning id`),
  );
  return { id: report?.id, companies, mismatched: differences.length, repaired, differences };
}

/** SQLSTATE 40001, however the driver wraps it (drizzle puts the driver's error in `cause`). */
function isSerializationFailure(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '40001') return true;
  }
  return false;
}

export function storageCheckJob(database: Database): JobHandler {
  return {
    kind: CHECK_STORAGE,
    run: async () => {
      await checkStorage(database);
    },
  };
}
