/**
 * Keyset cursors for lists ordered by name (units, locations): base64url JSON of the last row's
 * name and id. A cursor that is not ours reads as "from the start".
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NameCursor {
  name: string;
  id: string;
}

export function encodeNameCursor(value: NameCursor): string {
  return Buffer.from(JSON.stringify({ n: value.name, id: value.id })).toString('base64url');
}

export function decodeNameCursor(cursor: string | undefined): NameCursor | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      n?: unknown;
      id?: unknown;
    };
    if (
      typeof value.n === 'string' &&
      value.n.length <= 200 &&
      typeof value.id === 'string' &&
      UUID.test(value.id)
    ) {
      return { name: value.n, id: value.id };
    }
  } catch {
    // not base64url JSON
  }
  return null;
}

/** The page and the cursor of the next, from limit + 1 rows. */
export function pageOf<T extends { name: string; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeNameCursor(last) : null };
}

/** A search typed by a person as an ILIKE pattern: `%`, `_` and `\\` are letters, not wildcards. */
export const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
