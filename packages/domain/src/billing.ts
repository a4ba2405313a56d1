import { ADD_ONS, type AddOnId, PLAN_DEFINITIONS, type Plan } from './plans.ts';

/**
 * Subscription arithmetic (issue 11), pure so that the server and the screens agree and the tests can
 * pin every case: periods, proration to the day in integer cents, seat and credit allowances.
 */

const DAY_MS = 86_400_000;

/** The same day of the month `months` later, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Whole days of a period, at least 1. */
export function periodDays(start: Date, end: Date): number {
  return Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS));
}

/** Days left in the period from `now`, counting today as used only once it has begun: ceil, within [0, period]. */
export function daysLeft(now: Date, start: Date, end: Date): number {
  const total = periodDays(start, end);
  const left = Math.ceil((end.getTime() - now.getTime()) / DAY_MS);
  return Math.min(total, Math.max(0, left));
}

/** A monthly price for `days` of a `total`-day period, rounded half up to the cent. */
export function prorate(monthlyCents: number, days: number, total: number): number {
  if (total <= 0 || days <= 0) return 0;
  return Math.round((monthlyCents * days) / total);
}

export interface AddOnHolding {
  addOnId: AddOnId;
  quantity: number;
}

/** Seats: the plan's, plus 50 per user block. */
export function seatLimit(plan: Plan, addOns: readonly AddOnHolding[]): number {
  return addOns.reduce(
    (sum, holding) => sum + ADD_ONS[holding.addOnId].unit.extraUsers * holding.quantity,
    PLAN_DEFINITIONS[plan].maxUsers,
  );
}

/** How many people must go before a company fits `limit` seats (0 when it fits). */
export const seatsOver = (activeUsers: number, limit: number) => Math.max(0, activeUsers - limit);

/** The monthly recurring charge of a plan and its recurring add-ons, in cents. */
export function monthlyRecurringCents(plan: Plan, addOns: readonly AddOnHolding[]): number {
  return addOns.reduce((sum, holding) => {
    const addOn = ADD_ONS[holding.addOnId];
    return addOn.billingType === 'recurring' ? sum + addOn.unitPriceCents * holding.quantity : sum;
  }, PLAN_DEFINITIONS[plan].monthlyPriceCents);
}

/** Usage meters (spec: amber from 80%, red at 100%). */
export type MeterLevel = 'ok' | 'warning' | 'full';
export function meterLevel(used: number, total: number): MeterLevel {
  if (total <= 0) return used > 0 ? 'full' : 'ok';
  const share = used / total;
  if (share >= 1) return 'full';
  return share >= 0.8 ? 'warning' : 'ok';
}
