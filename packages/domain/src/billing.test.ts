import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysLeft,
  meterLevel,
  monthlyRecurringCents,
  periodDays,
  prorate,
  seatLimit,
  seatsOver,
} from './billing.ts';

const utc = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('billing arithmetic', () => {
  it('adds calendar months, clamping to the last day of a shorter month', () => {
    expect(addMonths(utc('2026-01-31'), 1).toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(addMonths(utc('2028-01-31'), 1).toISOString().slice(0, 10)).toBe('2028-02-29');
    expect(addMonths(utc('2026-11-15'), 2).toISOString().slice(0, 10)).toBe('2027-01-15');
  });

  it('counts the days of a period and the days left in it', () => {
    expect(periodDays(utc('2026-11-01'), utc('2026-12-01'))).toBe(30);
    expect(daysLeft(utc('2026-11-21'), utc('2026-11-01'), utc('2026-12-01'))).toBe(10);
    expect(daysLeft(new Date('2026-11-21T12:00:00Z'), utc('2026-11-01'), utc('2026-12-01'))).toBe(10);
    expect(daysLeft(utc('2026-12-05'), utc('2026-11-01'), utc('2026-12-01'))).toBe(0);
    expect(daysLeft(utc('2026-10-01'), utc('2026-11-01'), utc('2026-12-01'))).toBe(30);
  });

  it('prorates a monthly price to the day in whole cents, rounding half up', () => {
    expect(prorate(9900, 10, 30)).toBe(3300);
    expect(prorate(2900, 10, 30)).toBe(967); // 966.67
    expect(prorate(1099, 15, 30)).toBe(550); // 549.5
    expect(prorate(1099, 0, 30)).toBe(0);
    expect(prorate(1099, 30, 30)).toBe(1099);
  });

  it('counts seats and the monthly charge with add-ons', () => {
    expect(seatLimit('professional', [])).toBe(50);
    expect(seatLimit('professional', [{ addOnId: 'user_block_50', quantity: 2 }])).toBe(150);
    expect(seatLimit('professional', [{ addOnId: 'ai_credits_50', quantity: 3 }])).toBe(50);
    expect(monthlyRecurringCents('professional', [{ addOnId: 'user_block_50', quantity: 2 }])).toBe(
      9900 + 2198,
    );
    expect(monthlyRecurringCents('starter', [{ addOnId: 'ai_credits_50', quantity: 1 }])).toBe(2900);
    expect(seatsOver(53, 50)).toBe(3);
    expect(seatsOver(12, 50)).toBe(0);
  });

  it('turns a meter amber at 80% and red at 100%', () => {
    expect(meterLevel(39, 50)).toBe('ok');
    expect(meterLevel(40, 50)).toBe('warning');
    expect(meterLevel(50, 50)).toBe('full');
    expect(meterLevel(0, 0)).toBe('ok');
  });
});
