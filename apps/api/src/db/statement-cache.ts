import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many statements one connection keeps prepared. The app's queries come in a few hundred
 * shapes; the cap only guards against unbounded growth on the server should some query's text vary
 * (a list of values written out, say): past it, statements run unnamed as before.
 */
const PREPARED_PER_CONNECTION = 500;

/**
 * Begins a statement whose best plan depends on its parameters (one person or two hundred): it is
 * left unnamed, so PostgreSQL plans it for its values every time instead of settling, after five
 * runs, on a generic plan made for none of them (measured: the team of 200 went from 140 to 220 ms).
 */
export const PLAN_EACH_TIME = '/* plan each time */';

/**
 * Prepares each statement once per pooled connection, as postgres.js does by default: every
 * query object the app sends (Drizzle sends nothing else) is named by a hash of its text, so pg
 * parses it on the server the first time only and PostgreSQL reuses its parse and, after a few
 * runs, its plan. Row-level security stays right: PostgreSQL re-plans a cached statement when the
 * role or row_security differ, and policies read app.company_id when they run. Plain-text queries
 * (migration scripts of several statements) are left alone. See docs/decisions.
 */
export function prepareStatementsOnce(pool: pg.Pool) {
  // Text to name, shared by the pool's connections (hashing a long text on every call costs more).
  const nameOf = new Map<string, string>();
  pool.on('connect', (client) => {
    const names = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if (isUnnamedQuery(config)) {
        let name = nameOf.get(config.text);
        if (!name) {
          name = statementName(config.text);
          if (nameOf.size < PREPARED_PER_CONNECTION * 4) nameOf.set(config.text, name);
        }
        if (names.has(name) || names.size < PREPARED_PER_CONNECTION) {
          names.add(name);
          const result = query({ ...config, name }, ...rest);
          if (result instanceof Promise)
            return result.catch((error: unknown) => forget(client, names, name, error));
          return result;
        }
      }
      return query(config, ...rest);
    };
  });
}

/** The name a statement is prepared under: a hash of its text (the benches' raw replays use it too). */
export function statementName(text: string): string {
  return `s${createHash('sha1').update(text).digest('base64url')}`;
}

/**
 * Errors after which this connection's prepared statement cannot be trusted: it is gone on the
 * server (pg closes it when binding fails) or its plan no longer fits the table (a migration while
 * the connection was open). pg still remembers the name, so it is forgotten: the next use parses
 * the statement again. The error itself still reaches the caller.
 */
const STALE_STATEMENT = new Set(['26000', '0A000']);

function forget(client: pg.PoolClient, names: Set<string>, name: string, error: unknown): never {
  if (STALE_STATEMENT.has((error as { code?: string }).code ?? '')) {
    names.delete(name);
    const connection = (client as unknown as { connection?: { parsedStatements?: Record<string, string> } })
      .connection;
    if (connection?.parsedStatements) delete connection.parsedStatements[name];
  }
  throw error;
}

function isUnnamedQuery(config: unknown): config is { text: string } {
  if (typeof config !== 'object' || config === null) return false;
  const q = config as { text?: unknown; name?: unknown; submit?: unknown };
  // A Submittable (a cursor or stream) brings its own protocol: not ours to name.
  return (
    typeof q.text === 'string' &&
    q.name === undefined &&
    typeof q.submit !== 'function' &&
    !q.text.startsWith(PLAN_EACH_TIME)
  );
}
