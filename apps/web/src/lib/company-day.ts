import { useCurrentUser } from './session.ts';

/**
 * The calendar day (YYYY-MM-DD) it is at `at` in `timeZone` (UTC when none): the company's "today",
 * as the server counts it for dated organisation changes (apps/api organisation/company-day.ts).
 */
export function dayIn(timeZone: string | null, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone ?? 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** Today in the signed-in person's company, whose dated changes the date fields schedule. */
export function useCompanyToday(): string {
  return dayIn(useCurrentUser().company?.timezone ?? null);
}
