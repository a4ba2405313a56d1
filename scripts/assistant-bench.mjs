// The assistant's retrieval (issue 12): runs apps/api/bench/assistant-retrieval.ts on PGlite and, with
// BENCH_DATABASE_URL, PostgreSQL, and turns its JSON into the docs/benchmarks.md section. `npm run bench`
// includes it; `npm run bench:assistant` runs it alone and replaces only its section.
import { fileURLToPath } from 'node:url';
import { missedBy, notOnPostgres, replaceBenchSection, runJsonBench } from './bench-section.mjs';

const HEADING = '## Assistant retrieval';
/** Issue 12: retrieval with 10,000 passages in a company, p95 under 100 ms on PostgreSQL (no model time). */
const BUDGET_MS = 100;

export function measureAssistant() {
  return runJsonBench('apps/api/bench/assistant-retrieval.ts', 'assistant');
}

const ms = (n) => `${n.toFixed(1)} ms`;
const ratio = (api, raw) => (raw > 0 ? `${(api / raw).toFixed(2)}×` : '—');

export function assistantSection(results) {
  const first = results[0];
  const lines = [
    `${HEADING} (${(first?.passages.own ?? 0).toLocaleString('en-US')} knowledge-base passages in the company, ${(first?.passages.all ?? 0).toLocaleString('en-US')} in the database)`,
    '',
    'From `apps/api/bench/assistant-retrieval.ts`. The passages are sentences of the help articles shuffled',
    `into pages, so the ${first?.questions ?? 0} questions asked in turn match thousands of them (the search's hard case;`,
    `${first?.questionsAnsweredFromKnowledgeBase ?? 0} of them are answered from the knowledge base). "Retrieval" is the tenant transaction and`,
    'the search as the assistant runs it; "a question" is `POST /api/v1/assistant/messages` through the HTTP',
    'stack with no model (the answer quotes the passages: session, question and answer written). Beside',
    'each, taking turns in the same run, the raw SQL of the same statements replayed on the driver',
    '(prepared on PostgreSQL as the API prepares them; on PGlite both parse every statement, as in the',
    'competency section).',
    '',
    '| Database | Retrieval p50 / p95 | Its raw SQL p50 / p95 | Ratio (p50) | A question p50 / p95 | Its raw SQL p50 / p95 | Ratio (p50) | Budget (PostgreSQL) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.database} | ${ms(r.retrieval.api.p50)} / ${ms(r.retrieval.api.p95)} | ${ms(r.retrieval.raw.p50)} / ${ms(r.retrieval.raw.p95)} | ${ratio(r.retrieval.api.p50, r.retrieval.raw.p50)} | ${ms(r.ask.api.p50)} / ${ms(r.ask.api.p95)} | ${ms(r.ask.raw.p50)} / ${ms(r.ask.raw.p95)} | ${ratio(r.ask.api.p50, r.ask.raw.p50)} | retrieval p95 < ${BUDGET_MS} ms |`,
    ),
    '',
  ];
  const failures = assistantFailures(results);
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

export function assistantFailures(results) {
  const onPostgres = results.find((r) => r.database === 'PostgreSQL');
  if (!onPostgres) return [notOnPostgres('Assistant retrieval p95')];
  return [missedBy('Assistant retrieval, p95 on PostgreSQL', onPostgres.retrieval.api.p95, BUDGET_MS)].filter(
    Boolean,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = measureAssistant();
  const lines = assistantSection(results);
  replaceBenchSection(HEADING, lines);
  console.info(lines.join('\n'));
  const failures = assistantFailures(results);
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length) process.exitCode = 1;
}
