// The HRIS import at scale (issue 23, point 3; decision 0056): runs apps/api/bench/hris-import.ts on
// PGlite and, with BENCH_DATABASE_URL, PostgreSQL, and turns its JSON into the docs/benchmarks.md
// section. `npm run bench` includes it; `npm run bench:hris` runs it alone and replaces only its section.
import { fileURLToPath } from 'node:url';
import { missedBy, replaceBenchSection, runJsonBench } from './bench-section.mjs';

const HEADING = '## HRIS import';
/** Issue 23: a file of 100,000 people imports in under two minutes, preview and apply together. */
const BUDGET_S = 120;
/**
 * …and never blocks other requests: the event loop is never held longer than this. The longest delay
 * includes the time the machine gives the CPU to other work (2 cores shared while other suites run), so
 * the budget is a second, not the tenth of a second one statement takes.
 */
const EVENT_LOOP_BUDGET_MS = 1000;
/**
 * …and another user's read waits less than this on PostgreSQL, whose pool gives it a connection of its own
 * while the import's one transaction runs (decision 0082). On PGlite it waits for that transaction: the
 * embedded database has one connection, and the figure is reported as what it is, not held to a budget.
 */
const OTHER_REQUEST_BUDGET_MS = 1000;

export function measureHris() {
  return runJsonBench('apps/api/bench/hris-import.ts', 'HRIS import');
}

export function hrisSection(results) {
  const people = results[0]?.people ?? 0;
  const lines = [
    `${HEADING} (${people.toLocaleString('en-US')} people)`,
    '',
    'From `apps/api/bench/hris-import.ts`: a company of that many people and a file of as many person rows',
    '(201 units, a location, a manager for everyone but the first), then at once a re-organisation moving',
    'everyone into 201 other units (the first import’s rows not yet analysed by autovacuum). Each is read',
    'and checked as the preview does (`readHrisFile`, `readSnapshot`, `planImport`), then applied by the',
    'job’s code (`runHrisImport`: checked again, then everything written in one transaction, people 500 to a',
    'statement group, then the statistics of the tables it wrote refreshed; decision 0082). The',
    'longest event-loop delay, sampled throughout, is how long the process kept any request waiting; the',
    'longest wait of another request is that of a read of one profile sent every 200 ms while the import',
    'applies. On PGlite, whose one connection the transaction holds until it commits, that read waits for the',
    'whole apply: the embedded database pauses every other request that long, and a company of this size runs',
    'on PostgreSQL (docs/decisions/0082).',
    '',
    '| Database | Run | File | Preview | Apply | Total | Budget | Longest event-loop delay | Budget | Longest wait of another request | Budget |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.run ?? 'first import'} | ${(r.bytes / 2 ** 20).toFixed(1)} MiB | ${r.previewSeconds} s | ${r.applySeconds} s | ${r.totalSeconds} s | < ${BUDGET_S} s | ${r.longestEventLoopDelayMs} ms | < ${EVENT_LOOP_BUDGET_MS} ms | ${r.longestOtherRequestMs.toLocaleString('en-US')} ms | ${r.database === 'PostgreSQL' ? `< ${OTHER_REQUEST_BUDGET_MS} ms` : 'none (one connection)'} |`,
    ),
    '',
  ];
  const failures = hrisFailures(results);
  lines.push(
    failures.length
      ? `**Against the budgets:** not met — ${failures.join('; ')}.`
      : '**Against the budgets:** met.',
    '',
  );
  return lines;
}

export function hrisFailures(results) {
  return results
    .flatMap((r) => [
      missedBy(
        `HRIS ${r.run ?? 'first import'} of ${r.people} people on ${r.database}`,
        r.totalSeconds,
        BUDGET_S,
        ' s',
      ),
      missedBy(
        `HRIS ${r.run ?? 'first import'} on ${r.database}, longest event-loop delay`,
        r.longestEventLoopDelayMs,
        EVENT_LOOP_BUDGET_MS,
      ),
      r.database === 'PostgreSQL'
        ? missedBy(
            `HRIS ${r.run ?? 'first import'} on ${r.database}, longest wait of another request`,
            r.longestOtherRequestMs,
            OTHER_REQUEST_BUDGET_MS,
          )
        : null,
    ])
    .filter(Boolean);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = measureHris();
  const lines = hrisSection(results);
  replaceBenchSection(HEADING, lines);
  console.info(lines.join('\n'));
  const failures = hrisFailures(results);
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length) process.exitCode = 1;
}
