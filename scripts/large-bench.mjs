// The core at 100,000 people (issue 23's speed section): runs apps/api/bench/large-company.ts on
// PostgreSQL (BENCH_DATABASE_URL, where the budgets are judged) and PGlite, and turns its JSON into the
// docs/benchmarks.md section. `npm run bench` includes it; `npm run bench:large` runs it alone and
// replaces only its section. BENCH_SKIP_PGLITE=1 leaves PGlite out (its run is much the longest).
import { fileURLToPath } from 'node:url';
import { missedBy, notOnPostgres, replaceBenchSection, runJsonBench } from './bench-section.mjs';

const HEADING = '## The core at 100,000 people';

/** Issue 23's budgets, judged on PostgreSQL: p95 in ms, and the matrix's ratio to its raw SQL. */
export const LARGE_BUDGETS = {
  matrixP95: 40,
  matrixRatio: 1.3,
  gapsP95: 20,
  jobProfileP95: 100,
  /** The API's read budget (DESIGN.md) for a page of Team Management's list of teams. */
  teamListP95: 50,
  ratingP95: 20,
  recomputeSeconds: 300,
  /** The API's read budget (DESIGN.md) for a colleague's gap analysis while the recompute runs. */
  readDuringP95: 50,
};

export function measureLarge() {
  return runJsonBench('apps/api/bench/large-company.ts', 'large-company');
}

const ms = (n) => `${n.toFixed(1)} ms`;
const ratio = (m) => (m.raw.p50 > 0 ? m.api.p50 / m.raw.p50 : 0);

const ROWS = [
  [
    'matrix',
    'Skill matrix of a team of 200 (`GET /api/v1/teams/{id}/matrix?limit=200`)',
    `p95 < ${LARGE_BUDGETS.matrixP95} ms, ≤ ${LARGE_BUDGETS.matrixRatio} ×`,
  ],
  ['gaps', "One person's gaps (`GET /api/v1/assessments/gaps`)", `p95 < ${LARGE_BUDGETS.gapsP95} ms`],
  [
    'jobProfileList',
    'Job-profile list, each profile held by 10,000 people (`GET /api/v1/job-profiles`)',
    `p95 < ${LARGE_BUDGETS.jobProfileP95} ms`,
  ],
  [
    'jobProfile',
    'One of those profiles with its first holders (`GET /api/v1/job-profiles/{id}`)',
    `p95 < ${LARGE_BUDGETS.jobProfileP95} ms`,
  ],
  [
    'teamList',
    "An account holder's first page of 50 teams among about 1,800 (`GET /api/v1/teams?limit=50`)",
    `p95 < ${LARGE_BUDGETS.teamListP95} ms`,
  ],
  [
    'teamSearch',
    "Those teams found by a lead's name (`GET /api/v1/teams?limit=50&q=Person 99`)",
    `p95 < ${LARGE_BUDGETS.teamListP95} ms`,
  ],
  [
    'rating',
    'One self-rating written with its stored level and fit (`POST /api/v1/assessments/me`)',
    `p95 < ${LARGE_BUDGETS.ratingP95} ms`,
  ],
];

export function largeSection(output) {
  const { people, results } = output;
  const lines = [
    `${HEADING} (${people.toLocaleString('en-US')} people, 2,000 units, 60 competencies)`,
    '',
    'From `apps/api/bench/large-company.ts` (`npm run bench:large`), seeded set-based by',
    '`large-company-seed.ts`: a tree of 2,000 units (a root, 20 divisions, 200 departments, teams), 10 job',
    'profiles of 8 requirements each held by a tenth of the company, a dated job assignment for everyone,',
    'one team of 200 and the rest teams of 56, and about 60 ratings per person (2 self, 2 manager and 3',
    'colleague ratings of each required competency over 18 months, 4 other self-ratings). The stored',
    "levels are then computed by the recompute job's own code, and the database vacuumed and analysed, as",
    'one in service is (autovacuum would otherwise work through the new rows while the calls are timed).',
    'Each call is timed through the whole HTTP stack beside its raw SQL replayed prepared, taking turns, as',
    'in the section above (the matrix and the gaps with twice the samples of the others); the ratio is p50',
    'API ÷ p50 raw SQL. Then the account holder changes the rating rules through the API and the recompute',
    "job's code recomputes every stored level in chunks, while a colleague opens their gap analysis every",
    '50 ms: how long it took, and what the colleague waited meanwhile.',
    '',
    '| Database | What | Statements | API p50 / p95 | Raw SQL p50 / p95 | Ratio | Budget (PostgreSQL) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results) {
    for (const [key, label, budget] of ROWS) {
      const m = r[key];
      lines.push(
        `| ${r.database} | ${label} | ${m.statements} | ${ms(m.api.p50)} / ${ms(m.api.p95)} | ${ms(m.raw.p50)} / ${ms(m.raw.p95)} | ${ratio(m).toFixed(2)} × | ${budget} |`,
      );
    }
  }
  lines.push(
    '',
    '| Database | Seeded | Ratings | Seed | First stored levels | Recompute after a rules change | Levels changed | Gaps meanwhile p50 / p95 | Budget (PostgreSQL) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const r of results) {
    const d = r.recompute.gapsDuring;
    lines.push(
      `| ${r.database} | ${r.seeded.people.toLocaleString('en-US')} people, ${r.seeded.units.toLocaleString('en-US')} units | ${r.seeded.ratings.toLocaleString('en-US')} | ${r.seeded.seconds} s | ${r.seeded.initialLevelsSeconds} s | ${r.recompute.seconds} s (${r.recompute.status}) | ${r.recompute.changedLevels.toLocaleString('en-US')} | ${ms(d.p50)} / ${ms(d.p95)} (${d.calls} calls) | recompute < ${LARGE_BUDGETS.recomputeSeconds} s, gaps p95 < ${LARGE_BUDGETS.readDuringP95} ms |`,
    );
  }
  lines.push('');
  if (!results.some((r) => r.database === 'PGlite')) {
    lines.push(
      'PGlite was left out of this run (`BENCH_SKIP_PGLITE=1`): loading 6 million ratings and computing',
      '1.2 million levels through its one WebAssembly connection has not been timed to its end on this machine yet.',
      '',
    );
  }
  const failures = largeFailures(output);
  lines.push(
    failures.length
      ? `**Against the budgets (PostgreSQL):** not met — ${failures.join('; ')}.`
      : '**Against the budgets (PostgreSQL):** every one met.',
    '',
  );
  return lines;
}

export function largeFailures(output) {
  const onPostgres = output.results.find((r) => r.database === 'PostgreSQL');
  if (!onPostgres) return [notOnPostgres(`The core at ${output.people} people`)];
  const r = onPostgres;
  const at = `at ${output.people} people on PostgreSQL`;
  return [
    missedBy(`Team matrix ${at}, p95`, r.matrix.api.p95, LARGE_BUDGETS.matrixP95),
    missedBy(`Team matrix ${at}, ratio to its raw SQL`, ratio(r.matrix), LARGE_BUDGETS.matrixRatio, ' ×', {
      atMost: true,
    }),
    missedBy(`One person's gaps ${at}, p95`, r.gaps.api.p95, LARGE_BUDGETS.gapsP95),
    missedBy(`Job-profile list ${at}, p95`, r.jobProfileList.api.p95, LARGE_BUDGETS.jobProfileP95),
    missedBy(`Job profile with holders ${at}, p95`, r.jobProfile.api.p95, LARGE_BUDGETS.jobProfileP95),
    missedBy(`Team list ${at}, p95`, r.teamList.api.p95, LARGE_BUDGETS.teamListP95),
    missedBy(`Team search ${at}, p95`, r.teamSearch.api.p95, LARGE_BUDGETS.teamListP95),
    missedBy(`One rating ${at}, p95`, r.rating.api.p95, LARGE_BUDGETS.ratingP95),
    r.recompute.status === 'done' ? null : `Recompute ${at}: ended ${r.recompute.status}`,
    missedBy(`Recompute ${at}`, r.recompute.seconds, LARGE_BUDGETS.recomputeSeconds, ' s'),
    missedBy(`Gaps during the recompute ${at}, p95`, r.recompute.gapsDuring.p95, LARGE_BUDGETS.readDuringP95),
  ].filter(Boolean);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const output = measureLarge();
  const lines = largeSection(output);
  replaceBenchSection(HEADING, lines);
  console.info(lines.join('\n'));
  const failures = largeFailures(output);
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length) process.exitCode = 1;
}
