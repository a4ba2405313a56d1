// The competency core at scale (issue 8): runs apps/api/bench/competencies.ts (5,000 people, 60
// competencies, 300,000 ratings) on PGlite and, with BENCH_DATABASE_URL, PostgreSQL, and turns its
// JSON into the docs/benchmarks.md section. `npm run bench` includes it; `npm run bench:competencies`
// runs it alone and replaces only its section.
import { fileURLToPath } from 'node:url';
import { missedBy, notOnPostgres, replaceBenchSection, runJsonBench } from './bench-section.mjs';

const HEADING = '## Competency core at scale';
const BUDGETS = {
  onePersonP95: 50,
  teamP95: 200,
  matrixP95: 150,
  ratingP95: 20,
  ratio: 1.5,
  longTask: 200,
  instant: 100,
};

export function measureCompetencies() {
  return runJsonBench('apps/api/bench/competencies.ts', 'competency');
}

const ms = (n) => `${n.toFixed(1)} ms`;
const ratio = (api, raw) => (raw > 0 ? api / raw : 0);

const ROWS = [
  ['onePersonGap', 'Gap analysis, one person (`GET /api/v1/assessments/gaps`)', BUDGETS.onePersonP95],
  ['team', "A manager's 200 reports with fit and gaps (`GET /api/v1/assessments/reports`)", BUDGETS.teamP95],
  [
    'teamMatrix',
    'Skill matrix of a team of 200 (`GET /api/v1/teams/{id}/matrix?limit=200`, issues 9 and 23)',
    BUDGETS.matrixP95,
  ],
  ['myCompetenciesPage', '"My Competencies" page: its 4 API calls at once', BUDGETS.onePersonP95],
  [
    'oneRating',
    'One self-rating written with its stored level, answered with the assessment (`POST /api/v1/assessments/me`, issue 23)',
    BUDGETS.ratingP95,
  ],
];

export function competencySection(results) {
  const lines = [
    `${HEADING} (5,000 people, 60 competencies, 300,000 ratings)`,
    '',
    'Seeded by `apps/api/bench/competencies.ts` with set-based SQL (20 job profiles of 8 requirements; 24',
    'managers of 200; per person 2 self, 2 manager and 3 colleague ratings of each required competency over',
    '18 months and 4 other self-ratings). "API" is the whole HTTP stack in-process (Fastify inject: session,',
    'access check, validation, tenant transaction, response schema). "Raw SQL" is every statement that API',
    'call sent — the session lookup, the tenant transaction and the queries — recorded from Drizzle with its',
    'parameters and replayed in the same order on the driver, in the same run. On PostgreSQL the replay',
    'prepares its statements as the API does (named by the hash of their text, parsed once per connection,',
    'the ones the API plans each time left unnamed: decision 0031), so neither side is spared a parse the',
    "other pays. PGlite has no prepared statement to reuse: its `query`, which the API's driver calls too,",
    'parses and plans the unnamed statement on every call, so there both sides do. API calls and replays',
    'take turns, call by call, so a slow moment of the machine weighs on both, after 1.5 s of warm-up (so',
    "the API is timed with its code optimised, as in service: decision 0062); the page's four calls take",
    '480 turns and the rating 240, the others 240 or 60. The ratio is p50 API ÷ p50 raw SQL: what the API',
    'adds on top of its own queries.',
    '',
    '| Database | What | Statements | API p50 / p95 | Raw SQL p50 / p95 | Ratio | Budget (PostgreSQL) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results) {
    for (const [key, label, p95] of ROWS) {
      const m = r[key];
      const budget = p95 ? `p95 < ${p95} ms, ≤ ${BUDGETS.ratio} ×` : '—';
      lines.push(
        `| ${r.database} | ${label} | ${m.statements} | ${ms(m.api.p50)} / ${ms(m.api.p95)} | ${ms(m.raw.p50)} / ${ms(m.raw.p95)} | ${ratio(m.api.p50, m.raw.p50).toFixed(1)} × | ${budget} |`,
      );
    }
  }
  lines.push('', ...renderSection(results), ...searchSection(results));
  const failures = competencyFailures(results);
  lines.push(
    failures.length
      ? `**Against the budgets:** not met — ${failures.join('; ')}.`
      : '**Against the budgets (PostgreSQL):** every one met.',
    '',
    "Where one person's time goes: six statements of well under a millisecond each on the database;",
    'the API adds a fixed cost in JavaScript — the HTTP stack, two pool checkouts, mapping rows, garbage',
    'collection and the answer. The session is checked in one query (decision 0031), the statements',
    'every request makes are built once per database (decision 0050), answers are written by compiled',
    "serializers (0060), and helmet's headers are worked out once with the request's checks in one",
    "synchronous hook (0061: the API's own time for one person's gaps 1.2 → 0.9–1.0 ms); the tenant",
    "transaction sends `begin`, its settings and `commit` straight to the connection, a reusable query's",
    'rows are mapped from a plan made once, and a verified session cookie is remembered (0062: "My',
    'Competencies" 1.59 → 1.35–1.41 × in quick runs, a third of that from the longer warm-up). On this 2-core',
    'virtual machine the ratios move by about ±0.1 from run to run, the four calls at once by more (they',
    'share one JavaScript thread while their raw replays run on four connections in parallel), and every',
    "statement's write to the database costs about 50 µs of system time on both sides.",
    "`BENCH_PROFILE=1` prints each recorded statement's time, slowest first; `BENCH_CPU_PROFILE=/api/v1/…`",
    '(or `page`) writes a CPU profile of that call (or of the four at once) repeated 2,000 times to the',
    'temporary folder; `BENCH_TIMELINE=/api/v1/…` prints when each statement of that call was sent and',
    "answered and the API's own time (with `BENCH_TIMELINE_TURNS=1`, taking turns with its raw replay).",
    '',
    "Stored levels (issue 23, decision 0053): every page reads each person's stored level instead of",
    'replaying their ratings, so the team matrix reads 2,400 levels instead of about 8,800 rating rows and',
    'computes none (the matrix and the reports list took 28 and 40 ms in a quiet run of the day, 45 and',
    '48 ms before; the published run above met a slower moment of the machine, its raw SQL with it).',
    "The API's own cost did not shrink with the SQL: on the one-person",
    'calls the database now takes 2–3 ms, so the same fixed JavaScript cost weighs more in the ratio',
    '(decisions 0060–0062 are what brought it back under the budget). The demo seed',
    "and this bench compute the stored levels of their 5,000 people with the recompute job's own code",
    '(about 4–5 s on PostgreSQL), then vacuum and analyse the database, as one in service is. Writing one',
    'self-rating recomputes and stores that level in the',
    "rating's transaction and answers the whole assessment again, as the page shows it after saving.",
    '',
  );
  return lines;
}

const RENDER_ROWS = [
  ['open', 'Opening Team Management, 1366 px wide, until all 200 rows are in the matrix'],
  ['sort', 'Sorting the 200 people by lowest fit'],
  ['filter', 'Typing "Competency 1" into the competency filter, a letter every 30 ms'],
  ['narrowOpen', 'Opening it 375 px wide (one card per person, 25 at a time)'],
];

const SEARCH_ROWS = [
  ['open', 'Opening Competency Management on the framework, until all of it is listed'],
  ['search', 'Typing "library skill 2" into the search, a letter every 30 ms'],
  ['filter', 'Choosing a category in the filter'],
];

/** Issue 8: search and filter across hundreds of competencies stay instant (no task over 100 ms). */
function searchSection(results) {
  const search = results.find((r) => r.competencySearch)?.competencySearch;
  if (!search) return [];
  return [
    `### Searching a framework of ${search.competencies} competencies in Chromium`,
    '',
    'A learning lead of the same company, on Competency Management; long tasks as above. "Instant" is',
    `taken as RAIL's 100 ms: no task of the page may take longer.`,
    '',
    '| Moment | Longest task | Blocking time | Budget |',
    '| --- | --- | --- | --- |',
    ...SEARCH_ROWS.map(
      ([key, label]) =>
        `| ${label} | ${search[key].longestTask} ms | ${search[key].blockingTime} ms | ${key === 'open' ? `no task over ${BUDGETS.longTask} ms` : `no task over ${BUDGETS.instant} ms`} |`,
    ),
    '',
  ];
}

/** The page's render in Chromium (issue 9: 200 × 60 cells without a long task over 200 ms). */
function renderSection(results) {
  const render = results.find((r) => r.matrixRender)?.matrixRender;
  if (!render) {
    return [
      'The matrix page render was not measured (no web build or no Chromium: run `npm run build`).',
      '',
    ];
  }
  return [
    `### The skill matrix page in Chromium (${render.people} people × ${render.competencies} competencies)`,
    '',
    'The built web app served by the API above, signed in as the manager of the 200 (`apps/api/bench/matrix-render.ts`).',
    "Long tasks are Chromium's own (`PerformanceObserver`, type `longtask`), from navigation on. The wide",
    'matrix draws only the competency columns in sight of its scroll box and its first 30 rows at once,',
    'the rest in a background React render that yields to the browser (decision 0033). Worst of',
    `${process.env.BENCH_RENDER_RUNS ?? 3} runs; blocking time is the sum over long tasks of their time past 50 ms (median).`,
    'While tuning, `BENCH_RENDER_ONLY=1 npm run bench:competencies` measures the pages alone (PGlite), and',
    "`BENCH_RENDER_TRACE=1` prints what each long task of the first run was made of, from Chromium's trace.",
    '',
    '| Moment | Longest task | Blocking time | Budget |',
    '| --- | --- | --- | --- |',
    ...RENDER_ROWS.map(
      ([key, label]) =>
        `| ${label} | ${render[key].longestTask} ms | ${render[key].blockingTime} ms | no task over ${BUDGETS.longTask} ms |`,
    ),
    '',
  ];
}

export function competencyFailures(results) {
  const failures = renderFailures(results);
  const onPostgres = results.find((r) => r.database === 'PostgreSQL');
  if (!onPostgres)
    return [...failures, notOnPostgres('The competency core (p95 and ratio to raw SQL)')].filter(Boolean);
  for (const [key, label, p95] of ROWS) {
    const m = onPostgres[key];
    const short = `${label.replace(/ \(.*$/, '')} on PostgreSQL`;
    failures.push(
      missedBy(`${short}, p95`, m.api.p95, p95),
      missedBy(`${short}, p50 API ÷ p50 raw SQL`, ratio(m.api.p50, m.raw.p50), BUDGETS.ratio, ' ×', {
        atMost: true,
      }),
    );
  }
  return failures.filter(Boolean);
}

function renderFailures(results) {
  const failures = [];
  const render = results.find((r) => r.matrixRender)?.matrixRender;
  if (!render)
    failures.push(
      'The skill matrix page and the framework search in Chromium: not measured (no web build or no Chromium: run `npm run build`), so their long-task budgets are unchecked',
    );
  else {
    for (const [key, label] of RENDER_ROWS) {
      failures.push(
        missedBy(`${label}, longest task`, render[key].longestTask, BUDGETS.longTask, ' ms', {
          atMost: true,
        }),
      );
    }
  }
  const search = results.find((r) => r.competencySearch)?.competencySearch;
  if (search) {
    for (const [key, label] of SEARCH_ROWS) {
      const budget = key === 'open' ? BUDGETS.longTask : BUDGETS.instant;
      failures.push(
        missedBy(`${label}, longest task`, search[key].longestTask, budget, ' ms', { atMost: true }),
      );
    }
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = measureCompetencies();
  const lines = competencySection(results);
  replaceBenchSection(HEADING, lines);
  console.info(lines.join('\n'));
  const failures = competencyFailures(results);
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length) process.exitCode = 1;
}
