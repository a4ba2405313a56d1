#!/usr/bin/env node
/**
 * PostgreSQL restarted under load (issue 25, point 4; decision 0080). Two API processes behind nginx on a
 * PostgreSQL of this script's own (initdb'd into a temporary folder, port 5440-5449: the machine's shared
 * server is never touched). Signed-in clients create locations (one row a request, so each acknowledged
 * write can be looked for), read pages and sign in; e-mails and recompute jobs are queued before the
 * outage while the mail server is down as well (the e-mails wait in the outbox), and one more recompute job
 * is made due in the middle of the outage. Then PostgreSQL stops (`pg_ctl stop -m fast`) for OUTAGE_MS and
 * starts again.
 *
 * Holds when: both API processes are still up; every request while it is down answers 503 with Retry-After within a second (sign-in, which
 * is Better Auth's, too), never a 500 or a hang; the processes recover alone; every 201 is a row in the
 * database; every job queued before finished, none failed, and the one due during the outage ran once
 * after it; every e-mail queued before left once (the SMTP sink counts by Message-ID).
 *
 *   node scripts/faults/pg-restart.mjs            (about 40 s; OUTAGE_MS=5000 by default)
 */
import { ensureBuilt, startCluster } from '../ops/cluster.mjs';
import {
  faultScript,
  percentile,
  query,
  request,
  signIn,
  sleep,
  startOwnPostgres,
  startSmtpSink,
  stoppedByError,
} from './fault-kit.mjs';

const NAME = 'pg-restart';
const OUTAGE_MS = Number(process.env.OUTAGE_MS ?? 5_000);
const CLIENTS = Number(process.env.CLIENTS ?? 8);
const { check, log } = faultScript(NAME, 180_000 + OUTAGE_MS);

let postgres;
let sink;
let cluster;
try {
  await ensureBuilt();
  postgres = await startOwnPostgres();
  await query(postgres.adminUrl, 'create database competencyhub');
  const databaseUrl = `postgres://postgres@127.0.0.1:${postgres.port}/competencyhub`;
  sink = await startSmtpSink();
  cluster = await startCluster({
    databaseUrl,
    processes: 2,
    env: {
      SMTP_URL: sink.url,
      JOBS_POLL_MS: '500',
      // Every process retries a failed e-mail within a second: the script waits seconds, not minutes.
      MAIL_RETRY_MAX_MS: '1000',
      RATE_LIMIT_IP_MAX: '100000',
      RATE_LIMIT_ACCOUNT_MAX: '100000',
      DATABASE_POOL_MAX: '5',
    },
    ...(process.env.FAULT_LOG_DIR ? { logDir: process.env.FAULT_LOG_DIR } : {}),
  });
  const base = cluster.url;
  log(`cluster at ${base} on PostgreSQL :${postgres.port}`);

  const owner = await signIn(base, 'owner@acme.test');
  // Work queued before the outage: e-mails (password reset links) and level recomputes (jobs). The mail
  // server is down too until PostgreSQL is back, so the e-mails are still waiting in the outbox, and
  // being retried, across the restart.
  await sink.stop();
  for (const email of ['employee@acme.test', 'manager@acme.test', 'learning@acme.test']) {
    const queued = await request(base, 'POST', '/api/v1/auth/password-reset/request', { body: { email } });
    check.expect(queued.status === 200, `reset request for ${email} answered ${queued.status}`);
  }
  for (let i = 0; i < 2; i++) {
    const queued = await request(base, 'POST', '/api/v1/competency-settings/recomputes', { cookie: owner });
    check.expect(queued.status === 201, `recompute request answered ${queued.status}`);
  }

  /** @type {Array<{ kind: string, status: number, ms: number, retryAfter: string | null, at: number, name?: string }>} */
  const results = [];
  let stopLoad = false;
  let written = 0;
  const client = async (index) => {
    const cookie = await signIn(base, 'owner@acme.test');
    let n = 0;
    while (!stopLoad) {
      const name = `Fault ${index}-${n++}`;
      const write = await request(base, 'POST', '/api/v1/organisation/locations', {
        cookie,
        body: { name, country: 'GB', timeZone: 'Europe/London' },
      });
      results.push({ kind: 'write', name, ...write });
      if (write.status === 201) written++;
      const read = await request(base, 'GET', '/api/v1/organisation/locations?limit=20', { cookie });
      results.push({ kind: 'read', ...read });
      const profile = await request(base, 'GET', '/api/v1/me/profile', { cookie });
      results.push({ kind: 'read', ...profile });
      if (n % 5 === 0) {
        const signInAttempt = await request(base, 'POST', '/api/v1/auth/sign-in', {
          body: { email: 'employee@acme.test', password: 'Demo-pass-2026' },
        });
        results.push({ kind: 'sign-in', ...signInAttempt });
      }
      // A 503 asks to come back later: a client that honours Retry-After does not hammer the server.
      if ([write, read, profile].some((r) => r.status === 503)) await sleep(200);
    }
  };
  const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));

  await sleep(4_000);
  // A job due in the middle of the outage (queued as requestRecompute queues one: its run and its job):
  // it must run once PostgreSQL is back, once.
  const [acme] = await query(databaseUrl, `select id from companies where name ilike 'Acme%' limit 1`);
  const [dueDuring] = await query(
    databaseUrl,
    `insert into level_recomputes (company_id, reason, rules_version) values ($1, 'initial', 1) returning id`,
    [acme.id],
  );
  await query(
    databaseUrl,
    `insert into jobs (kind, payload, run_at, dedupe_key) values ('levels.recompute', $1::jsonb,
       now() + make_interval(secs => $2::float8 / 1000), $3)`,
    [
      JSON.stringify({ companyId: acme.id, recomputeId: dueDuring.id }),
      Math.min(2_000, OUTAGE_MS / 2),
      `levels.recompute:${dueDuring.id}`,
    ],
  );
  const writtenBefore = written;
  const downAt = Date.now();
  postgres.stop('fast');
  const stoppedAt = Date.now();
  log(`PostgreSQL stopped (${stoppedAt - downAt} ms); ${writtenBefore} locations written before`);
  await sleep(OUTAGE_MS);
  const upAt = Date.now();
  postgres.start();
  const startedAt = Date.now();
  log(`PostgreSQL started (${startedAt - upAt} ms)`);
  const pendingAcross = await query(
    databaseUrl,
    `select count(*)::int as n from email_outbox where status = 'pending'`,
  );
  await sink.start();
  // Recovery: the first answer of every kind that succeeded after the server accepted connections.
  let recoveredAt = 0;
  while (Date.now() - startedAt < 30_000) {
    const ok = results.filter((r) => r.at >= startedAt && r.status >= 200 && r.status < 300);
    if (ok.some((r) => r.kind === 'write') && ok.some((r) => r.kind === 'read')) {
      recoveredAt = Math.min(...ok.map((r) => r.at + r.ms));
      break;
    }
    await sleep(100);
  }
  await sleep(4_000);
  stopLoad = true;
  await load;

  // --- While it was down: started after the stop finished, before the start began.
  const during = results.filter((r) => r.at >= stoppedAt && r.at + r.ms <= upAt);
  const statusesDuring = new Map();
  for (const r of during) statusesDuring.set(r.status, (statusesDuring.get(r.status) ?? 0) + 1);
  const slowDuring = during.filter((r) => r.ms >= 1_000);
  const durationsDuring = during.map((r) => r.ms);
  check.expect(during.length > 0, 'no request was made while PostgreSQL was down');
  check.expect(
    during.every((r) => r.status === 503 && r.retryAfter),
    `while down, answers other than 503 + Retry-After: ${JSON.stringify(Object.fromEntries(statusesDuring))}`,
  );
  check.expect(slowDuring.length === 0, `${slowDuring.length} request(s) took a second or more while down`);
  const signInsDuring = during.filter((r) => r.kind === 'sign-in');
  check.expect(signInsDuring.length > 0, 'no sign-in was tried while PostgreSQL was down');
  check.expect(
    signInsDuring.every((r) => r.status === 503),
    `sign-in while down answered ${[...new Set(signInsDuring.map((r) => r.status))].join(', ')}`,
  );
  const after = new Map();
  for (const r of results.filter((r) => r.at >= startedAt))
    after.set(r.status, (after.get(r.status) ?? 0) + 1);
  const serverErrors = results.filter((r) => r.status >= 500 && r.status !== 503);
  check.expect(serverErrors.length === 0, `${serverErrors.length} answer(s) 5xx other than 503 (or none)`);
  const refused = results.filter((r) => r.status === 0);
  check.expect(refused.length === 0, `${refused.length} request(s) got no answer at all`);
  check.expect(recoveredAt > 0, 'no write and read succeeded within 30 s of the restart');
  const exited = cluster.members.filter((member) => !member.running).map((member) => member.index);
  check.expect(exited.length === 0, `API process(es) ${exited.join(', ')} exited during the outage`);

  // --- Every acknowledged write is there.
  const acknowledged = results.filter((r) => r.kind === 'write' && r.status === 201).map((r) => r.name);
  const stored = new Set(
    (await query(databaseUrl, `select name from locations where name like 'Fault %'`)).map((row) => row.name),
  );
  const lost = acknowledged.filter((name) => !stored.has(name));
  check.expect(lost.length === 0, `${lost.length} acknowledged location(s) missing: ${lost.slice(0, 5)}`);
  const refusedButStored = results.filter(
    (r) => r.kind === 'write' && r.status !== 201 && stored.has(r.name),
  ).length;

  // --- Jobs queued before ran, once each; no job failed.
  const deadlineJobs = Date.now() + 20_000;
  let jobs = [];
  for (;;) {
    jobs = await query(
      databaseUrl,
      `select kind, attempts, finished_at is not null as finished, failed_at is not null as failed
       from jobs where kind = 'levels.recompute'`,
    );
    if (jobs.every((job) => job.finished || job.failed) || Date.now() > deadlineJobs) break;
    await sleep(250);
  }
  check.expect(jobs.length >= 1, 'no recompute job was queued');
  check.expect(
    jobs.every((job) => job.finished && !job.failed),
    `recompute jobs not finished: ${JSON.stringify(jobs)}`,
  );
  const [dueJob] = await query(
    databaseUrl,
    `select j.attempts, j.finished_at is not null as finished, r.status
     from jobs j join level_recomputes r on r.id = $1 where j.dedupe_key = $2`,
    [dueDuring.id, `levels.recompute:${dueDuring.id}`],
  );
  check.expect(
    dueJob?.finished && dueJob.attempts === 1 && dueJob.status === 'done',
    `the job due during the outage: ${JSON.stringify(dueJob)}`,
  );
  const failedJobs = await query(
    databaseUrl,
    'select kind, last_error from jobs where failed_at is not null',
  );
  check.expect(failedJobs.length === 0, `jobs failed for good: ${JSON.stringify(failedJobs)}`);

  // --- E-mails queued before left once each.
  const deadlineMail = Date.now() + 20_000;
  let outbox = [];
  for (;;) {
    outbox = await query(databaseUrl, 'select id, status from email_outbox');
    if (outbox.every((row) => row.status === 'sent') || Date.now() > deadlineMail) break;
    await sleep(250);
  }
  const counts = sink.counts();
  check.expect(outbox.length === 3, `${outbox.length} e-mails in the outbox, 3 expected`);
  check.expect(pendingAcross[0]?.n === 3, `${pendingAcross[0]?.n} e-mails were waiting across the restart`);
  check.expect(
    outbox.every((row) => row.status === 'sent'),
    `e-mails not sent: ${outbox.filter((r) => r.status !== 'sent').length}`,
  );
  check.expect(
    outbox.every((row) => counts.get(`<${row.id}@competencyhub.test>`) === 1),
    `e-mails not received exactly once: ${JSON.stringify([...counts])}`,
  );
  check.expect(sink.received.length === outbox.length, `${sink.received.length} e-mails received`);

  const figures = {
    requests: results.length,
    acknowledgedWrites: acknowledged.length,
    writesRefusedButStored: refusedButStored,
    outageMs: upAt - stoppedAt,
    duringDown: during.length,
    duringDownStatuses: Object.fromEntries(statusesDuring),
    duringDownP50Ms: Math.round(percentile(durationsDuring, 50)),
    duringDownP95Ms: Math.round(percentile(durationsDuring, 95)),
    duringDownMaxMs: Math.round(Math.max(0, ...durationsDuring)),
    afterStartStatuses: Object.fromEntries(after),
    recoveryAfterStartMs: recoveredAt ? Math.round(recoveredAt - startedAt) : null,
    jobs: jobs.length,
    jobAttempts: jobs.map((job) => job.attempts),
    emailsPendingAcrossRestart: pendingAcross[0]?.n,
    jobDueDuringOutage: dueJob,
    emails: `${sink.received.length} received / ${outbox.length} queued`,
  };
  console.info(JSON.stringify(figures, null, 2));
  check.finish(
    `${acknowledged.length} acknowledged writes all stored, ${during.length} requests while down ` +
      `(p95 ${figures.duringDownP95Ms} ms, max ${figures.duringDownMaxMs} ms), recovered ` +
      `${figures.recoveryAfterStartMs} ms after PostgreSQL started, ${jobs.length} jobs once, ` +
      `${sink.received.length} e-mails once`,
  );
} catch (error) {
  stoppedByError(check, error, cluster);
} finally {
  await cluster?.close();
  await sink?.destroy();
  postgres?.destroy();
}
