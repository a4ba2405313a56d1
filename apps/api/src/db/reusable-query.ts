import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { compileRowMapper, type MappedQuery } from './row-mapper.ts';

/** What Drizzle's select (or insert, update…) builders offer: a query built into SQL text once. */
interface Preparable<R> {
  prepare(name: string): Executable<R>;
}

/**
 * No name for Drizzle to give the statement (its types ask for one): db/statement-cache.ts names it by
 * its text, as every other, so it is prepared once per connection without two names for one text.
 */
const UNNAMED = undefined as unknown as string;

interface Executable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The parts of a Drizzle database or transaction this module reads (internal to Drizzle 0.45). */
interface SessionOf {
  session: { dialect: object; client: unknown };
}

/**
 * A Drizzle query built once per database, then run with new values (its `sql.placeholder`s) on the
 * database or in any transaction of it. Building a select — its columns, joins and conditions into SQL
 * text, and a new driver configuration — costs about a tenth of a millisecond of CPU on every call;
 * on the statements every request makes (the session, the person, their role, the scales) that was a
 * third of what the API added to the time of its own SQL (decision 0050).
 *
 * Drizzle's prepared query keeps the text, the parameters' places and how rows map to fields, and
 * runs on the connection it was built on; here it runs on the connection of the database or
 * transaction it is given (the same prepared query as the prototype, the connection its own), so a
 * reused query sees the transaction's rows and its company (row-level security) like any other.
 * The statement stays unnamed to Drizzle: db/statement-cache.ts names it by its text, as any other.
 */
export function reusableQuery<R>(
  build: (db: Db | Tx) => Preparable<R>,
): (db: Db | Tx, values: Record<string, unknown>) => Promise<R> {
  // Per database (each has its own dialect object, shared by its transactions): tests open many.
  const built = new WeakMap<object, Executable<R> & { client: unknown }>();
  return (db, values) => {
    const { session } = db as unknown as SessionOf;
    let query = built.get(session.dialect);
    if (!query) {
      const prepared = build(db).prepare(UNNAMED) as unknown as Executable<R> & {
        client: unknown;
      } & MappedQuery;
      // Its rows mapped from a plan made here, once, rather than by Drizzle's walk of every cell.
      const mapper = compileRowMapper(prepared);
      if (mapper) prepared.customResultMapper = mapper;
      query = prepared;
      built.set(session.dialect, query);
    }
    const bound: Executable<R> =
      query.client === session.client ? query : Object.create(query, { client: { value: session.client } });
    return bound.execute(values);
  };
}

/** `column = any(:name::uuid[])` for a reusable query; pass the value through `uuidArray`. */
export function inIdsPlaceholder(column: AnyColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
}
