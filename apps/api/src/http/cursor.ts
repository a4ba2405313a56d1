/** Opaque keyset cursors: base64url JSON of the last row's sort key. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function encodeCursor(value: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { t: string; id: string } | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      t?: unknown;
      id?: unknown;
    };
    if (
      typeof value.t === 'string' &&
      typeof value.id === 'string' &&
      UUID.test(value.id) &&
      !Number.isNaN(Date.parse(value.t))
    ) {
      return { t: value.t, id: value.id };
    }
  } catch {
    // fall through: a bad cursor reads as "from the start"
  }
  return null;
}
