import type { StoragePage, StorageQuery } from '@competencyhub/domain/schemas/it-admin';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate.ts';
import { decodeCursor, encodeCursor } from '../../http/cursor.ts';
import type { Services } from '../../services.ts';

/**
 * Companies by the space their files take, largest first, a page at a time (platform staff): read from
 * the per-company counters migration 0054's triggers keep, in the order of their index, so a page costs
 * the same whatever the number of files. The cursor is the last row's (bytes, company id).
 */
export async function storageUse(services: Services, query: StorageQuery): Promise<StoragePage> {
  // The same keyset shape as every cursor here: a whole number and an id.
  const after = decodeCursor(query.cursor);
  const rows = rowsOf<{ company_id: string; name: string; files: number; bytes: string | number }>(
    await services.database.db.execute(sql`
      select s.company_id, c.name, s.files, s.bytes
      from company_storage s join companies c on c.id = s.company_id
      where s.files > 0
        ${after ? sql`and (s.bytes < ${after.us}::bigint or (s.bytes = ${after.us}::bigint and s.company_id > ${after.id}::uuid))` : sql``}
      order by s.bytes desc, s.company_id
      limit ${query.limit + 1}`),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      companyId: row.company_id,
      companyName: row.name,
      files: row.files,
      bytes: Number(row.bytes),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ us: String(last.bytes), id: last.company_id })
        : null,
  };
}
