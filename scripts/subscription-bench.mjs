// What the subscription's checks add (issue 11): runs apps/api/bench/subscriptions.ts on PGlite and, with
// BENCH_DATABASE_URL, PostgreSQL, and turns its JSON into the docs/benchmarks.md section. `npm run bench`
// includes it; `npm run bench:subscriptions` runs it alone and replaces only its section.
import { fileURLToPath } from 'node:url';
import { missedBy, notOnPostgres, replaceBenchSection, runJsonBench } from './bench-section.mjs';

const HEADING = '## Seat and AI-credit checks';
/** Issue 11: the checks add under 2 ms at p95 on PostgreSQL. */
const BUDGET_MS = 2;

export function measureSubscriptions() {
  return runJsonBench('apps/api/bench/subscriptions.ts', 'subscription');
}

const ms = (n) => `${n.toFixed(2)} ms`;

export function subscriptionSection(results) {
  const people = results[0]?.people ?? 0;
  const lines = [
    `${HEADING} (a company of ${people.toLocaleString('en-US')} active people)`,
    '',
    'From `apps/api/bench/subscriptions.ts`, in the tenant transaction every route uses, taking turns. The',
    'baseline is the transaction alone (`select 1`); the seat check is what accepting an invitation, approving',
    'or reactivating someone adds (lock the subscription row, count the active people); spending an AI credit',
    'locks, spends and moves the period on when due. "Added" is the check less the baseline, at the same',
    'percentile.',
    '',
    '| Database | Baseline p50 / p95 | Seat check p50 / p95 | Added | Credit spend p50 / p95 | Added | Budget (PostgreSQL) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.database} | ${ms(r.baseline.p50)} / ${ms(r.baseline.p95)} | ${ms(r.seatCheck.p50)} / ${ms(r.seatCheck.p95)} | ${ms(r.seatCheckAdded.p95)} | ${ms(r.creditSpend.p50)} / ${ms(r.creditSpend.p95)} | ${ms(r.creditSpendAdded.p95)} | added p95 < ${BUDGET_MS} ms |`,
    ),
    '',
  ];
  const failures = subscriptionFailures(results);
  lines.push(
    failures.length
      ? `**Against the budget (PostgreSQL):** not met — ${failures.join('; ')}.`
      : results.some((r) => r.database === 'PostgreSQL')
        ? '**Against the budget (PostgreSQL):** met.'
        : 'Set `BENCH_DATABASE_URL` to measure on PostgreSQL, where the budget applies.',
    '',
  );
  return lines;
}

export function subscriptionFailures(results) {
  const onPostgres = results.find((r) => r.database === 'PostgreSQL');
  if (!onPostgres) return [notOnPostgres('Seat and AI-credit checks (added p95)')];
  return [
    missedBy('Seat check, added p95 on PostgreSQL', onPostgres.seatCheckAdded.p95, BUDGET_MS),
    missedBy('AI-credit spend, added p95 on PostgreSQL', onPostgres.creditSpendAdded.p95, BUDGET_MS),
  ].filter(Boolean);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = measureSubscriptions();
  const lines = subscriptionSection(results);
  replaceBenchSection(HEADING, lines);
  console.info(lines.join('\n'));
  const failures = subscriptionFailures(results);
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length) process.exitCode = 1;
}
