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
    // The common case without a regular expression: `YYYY-MM-DD HH:MM:SS+00` or with `.f` to `.ffffff`.
    const n = value.length;
    if (
      (n === 22 || (n >= 24 && n <= 29 && value.charCodeAt(19) === 46)) &&
      value.charCodeAt(10) === 32 &&
      value.endsWith('+00') &&
      allDigits(value, 0, 4) &&
      allDigits(value, 5, 7) &&
      allDigits(value, 8, 10) &&
      allDigits(value, 11, 13) &&
      allDigits(value, 14, 16) &&
      allDigits(value, 17, 19) &&
      (n === 22 || allDigits(value, 20, n - 3)) &&
      value.charCodeAt(4) === 45 &&
      value.charCodeAt(7) === 45 &&
      value.charCodeAt(13) === 58 &&
      value.charCodeAt(16) === 58
    ) {
      const fraction = n === 22 ? '000' : value.slice(20, Math.min(23, n - 3)).padEnd(3, '0');
      return `${value.slice(0, 10)}T${value.slice(11, 19)}.${fraction}Z`;
    }
    const utc = UTC_TEXT.exec(value);
    if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
    return new Date(value).toISOString();
  }
  return value.toISOString();
}

function allDigits(value: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
