import { describe, expect, it } from 'vitest';
import { dayIn } from './company-day.ts';

describe('a company’s day', () => {
  it('is the calendar day in its time zone, UTC when it has none', () => {
    const at = new Date('2026-12-06T11:00:00Z');
    expect(dayIn(null, at)).toBe('2026-12-06');
    expect(dayIn('Pacific/Kiritimati', at)).toBe('2026-12-07');
    expect(dayIn('Pacific/Pago_Pago', new Date('2026-12-06T05:00:00Z'))).toBe('2026-12-05');
    // A name the runtime does not know falls back to UTC's day rather than failing the page.
    expect(dayIn('Mars/Olympus_Mons', at)).toBe('2026-12-06');
  });
});
