/** PostgreSQL's text for a timestamptz in UTC: `2026-05-01 10:00:00.123456+00` (fraction optional). */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp as the API writes it (ISO 8601, UTC, milliseconds), from a Date or from PostgreSQL's
 * text (raw SQL returns timestamps as text). The UTC text is rewritten as a string: a team's levels
 * read ten thousand ratings, and a Date per rating cost more than the query (docs/benchmarks.md).
 * Other offsets go through Date. Milliseconds are cut, not rounded, as Date does.
 */
export function isoTimestamp(value: string | Date): string {
  if (typeof value === 'string') {
    const utc = UTC_TEXT.exec(value);
    if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
    return new Date(value).toISOString();
  }
  return value.toISOString();
}
