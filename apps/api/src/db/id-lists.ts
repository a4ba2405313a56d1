import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Ids as one PostgreSQL array literal: a single parameter, however many (they are uuids, checked). */
export function uuidArray(ids: readonly string[]): string {
  for (const id of ids) if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`not an id: ${id}`);
  return `{${ids.join(',')}}`;
}

/**
 * `column = any($1::uuid[])`: one parameter for a list of ids, where `inArray` writes one per id.
 * The statement's text then stays the same whatever the list's length, so it is prepared once
 * (db/statement-cache.ts), and Drizzle has one parameter to build instead of two hundred.
 */
export function inIds(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${uuidArray(ids)}::uuid[])`;
}
