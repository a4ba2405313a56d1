import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';

/**
 * Fingerprints of what is stored, read from the database's own catalogue, so a table added by a
 * later migration is covered without anyone remembering to list it here.
 */

/**
 * Columns that change by themselves: the outbox claims and delivers (or logs) queued e-mail in the
 * background (decision 0080);
 * every signed-in request may record its session's activity (once a minute, not awaited: 0059).
 */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = {
  email_outbox: [
    'status',
    'attempts',
    'last_error',
    'sent_at',
    'next_attempt_at',
    'locked_until',
    'locked_by',
  ],
  session: ['last_active_at'],
};

/** Counters and bookkeeping no request is promised to leave alone. */
const NOT_DATA = new Set(['auth_rate_limits', 'schema_migrations']);

interface Catalogue {
  /** Table -> its columns, in order, volatile ones left out. */
  columns: Map<string, string[]>;
  /** Every table with a company_id column, and companies itself. */
  tenant: string[];
  /** Identities kept outside the tenant tables: "user", and every table with a user_id column. */
  identity: string[];
}

const catalogues = new WeakMap<Database, Promise<Catalogue>>();

function catalogueOf(database: Database): Promise<Catalogue> {
  let found = catalogues.get(database);
  if (!found) {
    found = readCatalogue(database);
    catalogues.set(database, found);
  }
  return found;
}

async function readCatalogue(database: Database): Promise<Catalogue> {
  const rows = rowsOf<{ table_name: string; column_name: string }>(
    await database.db.execute(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const columns = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows) {
    if (NOT_DATA.has(table) || VOLATILE_COLUMNS[table]?.includes(column)) continue;
    columns.set(table, [...(columns.get(table) ?? []), column]);
  }
  const tables = [...columns.keys()];
  const has = (table: string, column: string) => columns.get(table)?.includes(column) ?? false;
  const tenant = tables.filter((t) => t === 'companies' || has(t, 'company_id'));
  const identity = tables.filter((t) => !tenant.includes(t) && (t === 'user' || has(t, 'user_id')));
  return { columns, tenant, identity };
}

/** Every table with a company_id column, and companies itself, as the database reports them. */
export async function tenantTables(database: Database): Promise<string[]> {
  return (await catalogueOf(database)).tenant;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The hash of one table's rows that match `where`, as one select of a union. */
function hashSelect(table: string, columns: string[], where: string) {
  const row = `row(${columns.map(quote).join(', ')})::text`;
  const label = `'${table.replaceAll("'", "''")}'`;
  return `select ${label} as t, md5(coalesce(string_agg(r, '|' order by r), '')) || ':' || count(*) as hash
          from (select ${row} as r from ${quote(table)} ${where}) x`;
}

/** Every table's hash in one round trip: the route walker fingerprints thousands of times. */
async function hashAll(database: Database, selects: string[]) {
  const rows = rowsOf<{ t: string; hash: string }>(
    await database.db.execute(sql.raw(selects.join('\nunion all\n'))),
  );
  return Object.fromEntries(rows.map((row) => [row.t, row.hash])) as Record<string, string>;
}

/** A literal uuid for the queries above; anything else is refused rather than quoted. */
function uuidLiteral(id: string): string {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`not an id: ${id}`);
  return `'${id}'::uuid`;
}

/**
 * One hash per table of everything that belongs to a company: its rows in every tenant table, and
 * the identities (user, account, session…) of its people, found through their profiles. Compare
 * two of these to prove a call left that company alone, whatever it did elsewhere.
 */
export async function companyFingerprint(database: Database, companyId: string) {
  const { columns, tenant, identity } = await catalogueOf(database);
  const id = uuidLiteral(companyId);
  const people = `select id from profiles where company_id = ${id}`;
  const selects = [
    ...tenant.map((table) =>
      hashSelect(
        table,
        columns.get(table) ?? [],
        `where ${table === 'companies' ? 'id' : 'company_id'} = ${id}`,
      ),
    ),
    ...identity.map((table) =>
      hashSelect(
        table,
        columns.get(table) ?? [],
        `where ${table === 'user' ? 'id' : 'user_id'} in (${people})`,
      ),
    ),
  ];
  return hashAll(database, selects);
}

/** One hash per table of everything stored, but rate-limit counters and the migration ledger. */
export async function databaseFingerprint(database: Database) {
  const { columns } = await catalogueOf(database);
  return hashAll(
    database,
    [...columns].map(([table, names]) => hashSelect(table, names, '')),
  );
}
