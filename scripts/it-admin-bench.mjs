// IT Administration at 100,000 people (issue 24): runs apps/api/bench/it-admin.ts on PostgreSQL
// (BENCH_DATABASE_URL, where the budgets are judged) and PGlite, and turns its JSON into the
// docs/benchmarks.md section. `npm run bench` includes it; `npm run bench:it-admin` runs it alone and
// replaces only its section. BENCH_SKIP_PGLITE=1 leaves PGlite out.
import { fileURLToPath } from 'node:url';
import { missedBy, notOnPostgres, replaceBenchSection, runJsonBench } from './bench-section.mjs';
import { READ_BUDGET_MS } from './read-budget.mjs';

const HEADING = '## IT Administration at 100,000 people';

/** The session check every signed-in request makes: well inside the read budget it is part of. */
export const IT_ADMIN_BUDGETS = { sessionCheckP95: 20, readP95: READ_BUDGET_MS };

export function measureItAdmin() {
  return runJsonBench('apps/api/bench/it-admin.ts', 'IT Administration');
}

const ms = (n) => `${n.toFixed(1)} ms`;
const ratio = (m) => (m.raw.p50 > 0 ? m.api.p50 / m.raw.p50 : 0);

const ROWS = [
  ['me', 'The session check and one’s own profile (`GET /api/v1/me`)', 'sessionCheckP95'],
  [
    'overview',
    'Overview: status checks, active users, alerts by kind, requests (`GET /api/v1/it-admin/overview`)',
    'readP95',
  ],
  ['alerts', 'First page of 20 security alerts (`GET /api/v1/it-admin/security-alerts?limit=20`)', 'readP95'],
  [
    'sessions',
    'First page of 20 of the company’s sessions (`GET /api/v1/it-admin/sessions?limit=20`)',
    'readP95',
  ],
  ['sessionSearch', 'Sessions found by name (`…/sessions?limit=20&q=Person 99`)', 'readP95'],
  ['roles', 'The seven roles with their holders counted (`GET /api/v1/it-admin/roles`)', 'readP95'],
  [
    'roleRequests',
    'First page of 20 role requests, waiting first (`GET /api/v1/it-admin/role-requests?limit=20`)',
    'readP95',
  ],
];

export function itAdminSection(results) {
  const people = results[0]?.people ?? 0;
  const lines = [
    `${HEADING}`,
    '',
    `From \`apps/api/bench/it-admin.ts\` (\`npm run bench:it-admin\`): a company of ${people.toLocaleString('en-US')} people seeded`,
    'set-based, each with a session (active over the last 30 days, a tenth within the hour) and a sign-in',
    'over the last 60 days, 20,000 security alerts over 14 days and 2,000 role requests (a tenth waiting),',
    'vacuumed and analysed. An IT administrator of the company reads each tab; every call is timed through',
    'the whole HTTP stack beside its raw SQL replayed prepared, taking turns; the ratio is p50 API ÷ p50 raw SQL.',
    '',
    '| Database | Call | Statements | API p50 / p95 | Raw SQL p50 / p95 | Ratio | Budget (p95) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results) {
    for (const [key, label, budget] of ROWS) {
      const m = r[key];
      lines.push(
        `| ${r.database} | ${label} | ${m.statements} | ${ms(m.api.p50)} / ${ms(m.api.p95)} | ${ms(m.raw.p50)} / ${ms(m.raw.p95)} | ${ratio(m).toFixed(2)} × | < ${IT_ADMIN_BUDGETS[budget]} ms |`,
      );
    }
  }
  const failures = itAdminFailures(results);
  lines.push(
    '',
    failures.length
      ? `**Against the budgets (PostgreSQL):** not met — ${failures.join('; ')}.`
      : '**Against the budgets (PostgreSQL):** every one met.',
    '',
  );
  return lines;
}

export function itAdminFailures(results) {
  const r = results.find((result) => result.database === 'PostgreSQL');
  if (!r) return [notOnPostgres(`IT Administration at ${results[0]?.people ?? 0} people`)];
  return ROWS.map(([key, label, budget]) =>
    missedBy(`${label} at ${r.people} people on PostgreSQL, p95`, r[key].api.p95, IT_ADMIN_BUDGETS[budget]),
  ).filter(Boolean);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = measureItAdmin();
  const lines = itAdminSection(results);
  replaceBenchSection(HEADING, lines);
  console.info(lines.join('\n'));
  const failures = itAdminFailures(results);
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length) process.exitCode = 1;
}
