// The API read budget of docs/DESIGN.md (p95 < 50 ms on the demo data) as `npm run bench` judges it
// (decision 0049): on PostgreSQL, the production set-up, at every client count; on PGlite with one
// client. PGlite's one embedded connection serialises concurrent requests, so its p95 with several
// clients measures the queue, not the API: the bench shows it and does not judge it.
import { missedBy, notOnPostgres } from './bench-section.mjs';

export const READ_BUDGET_MS = 50;

/**
 * FAIL lines for the reads over budget; `embedded` and `onPostgres` are the request results
 * ({ name, concurrency, p95 }) on each database, `onPostgres` null when it was not measured, which
 * is a failure too: the budget would go unchecked.
 */
export function readFailures(embedded, onPostgres, concurrency) {
  const judged = [
    ...embedded.filter((r) => r.concurrency === 1).map((r) => ['PGlite', r]),
    ...(onPostgres ?? []).map((r) => ['PostgreSQL', r]),
  ];
  const failures = judged
    .filter(([, r]) => r.name.startsWith('GET'))
    .map(([db, r]) =>
      missedBy(`\`${r.name}\` on ${db} with ${r.concurrency} client(s), p95`, r.p95, READ_BUDGET_MS),
    )
    .filter(Boolean);
  if (!onPostgres) failures.push(notOnPostgres(`API reads with 1 and ${concurrency} clients`));
  return failures;
}
