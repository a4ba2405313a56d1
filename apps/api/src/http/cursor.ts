/** Opaque keyset cursors: base64url JSON of the last row's sort key. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TimeCursor {
  /** Microseconds since the epoch: PostgreSQL keeps microseconds, a JS Date only milliseconds. */
  us: string;
  id: string;
}

export function encodeCursor(value: TimeCursor): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A cursor that is not ours reads as "from the start". */
export function decodeCursor(cursor: string | undefined): TimeCursor | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      us?: unknown;
      id?: unknown;
    };
    if (
      typeof value.us === 'string' &&
      /^\d{1,16}$/.test(value.us) &&
      typeof value.id === 'string' &&
      UUID.test(value.id)
    ) {
      return { us: value.us, id: value.id };
    }
  } catch {
    // not base64url JSON
  }
  return null;
}
