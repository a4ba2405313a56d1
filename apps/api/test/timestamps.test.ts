import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../src/db/timestamps.ts';

describe('isoTimestamp', () => {
  it('writes PostgreSQL UTC text exactly as Date would', () => {
    for (const text of [
      '2026-05-01 10:00:00.123456+00',
      '2026-05-01 10:00:00.1239+00',
      '2026-05-01 10:00:00.1+00',
      '2026-12-31 23:59:59+00',
      '1999-01-01 00:00:00.000001+00',
    ]) {
      expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
    }
    expect(isoTimestamp('2026-05-01 10:00:00.123456+00')).toBe('2026-05-01T10:00:00.123Z');
  });

  it('converts other offsets and Dates through Date', () => {
    expect(isoTimestamp('2026-05-01 12:00:00.5+02')).toBe('2026-05-01T10:00:00.500Z');
    expect(isoTimestamp('2026-05-01 05:30:00-04:30')).toBe('2026-05-01T10:00:00.000Z');
    expect(isoTimestamp(new Date(Date.UTC(2026, 4, 1, 10)))).toBe('2026-05-01T10:00:00.000Z');
  });
});
