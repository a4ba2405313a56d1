#!/usr/bin/env node
/**
 * The mail server down for an hour (issue 25, point 4; decision 0080). Two API processes behind nginx
 * share one outbox; people ask for password reset links while the SMTP server is down; it comes back;
 * every e-mail must leave, each once (the sink counts by Message-ID), none given up.
 *
 * The hour is played in DOWN_MS (20 s by default) by shrinking the back-off's cap with MAIL_RETRY_MAX_MS
 * to one second: in the script every waiting message is retried about as many times as in an hour at the
 * real schedule (30 s, 1, 2, 4, 8, then every 15 minutes: a dozen attempts). The real schedule itself,
 * the hour included, is run on an injected clock by apps/api/test/outbox.test.ts.
 *
 *   node scripts/faults/mail-down.mjs            (about 35 s)
 */
import { createScratchDatabase, ensureBuilt, startCluster } from '../ops/cluster.mjs';
import { faultScript, query, request, sleep, startSmtpSink, stoppedByError } from './fault-kit.mjs';

const NAME = 'mail-down';
const DOWN_MS = Number(process.env.DOWN_MS ?? 20_000);
const PEOPLE = [
  'employee@acme.test',
  'manager@acme.test',
  'learning@acme.test',
  'it@acme.test',
  'owner@acme.test',
  'admin@competencyhub.test',
];
const LINKS_EACH = 3;
const { check, log } = faultScript(NAME, 150_000 + DOWN_MS);

let database;
let sink;
let cluster;
try {
  await ensureBuilt();
  database = await createScratchDatabase(undefined, 'd_mail_down');
  sink = await startSmtpSink();
  await sink.stop();
  cluster = await startCluster({
    databaseUrl: database.url,
    processes: 2,
    env: {
      SMTP_URL: sink.url,
      MAIL_RETRY_MAX_MS: '1000',
      RATE_LIMIT_IP_MAX: '100000',
    },
  });
  const base = cluster.url;
  log(`cluster at ${base}; the mail server is down`);

  const downSince = Date.now();
  for (let round = 0; round < LINKS_EACH; round++) {
    for (const email of PEOPLE) {
      const asked = await request(base, 'POST', '/api/v1/auth/password-reset/request', { body: { email } });
      check.expect(asked.status === 200, `reset link for ${email} answered ${asked.status}`);
    }
  }
  const queued = PEOPLE.length * LINKS_EACH;
  await sleep(Math.max(0, DOWN_MS - (Date.now() - downSince)));

  const whileDown = await query(
    database.url,
    `select status, count(*)::int as n, coalesce(sum(attempts), 0)::int as attempts,
            count(*) filter (where last_error is not null)::int as with_error
     from email_outbox group by status`,
  );
  const pendingRow = whileDown.find((row) => row.status === 'pending');
  check.expect(pendingRow?.n === queued, `while down: ${JSON.stringify(whileDown)} (${queued} should wait)`);
  check.expect((pendingRow?.attempts ?? 0) > queued, 'the outbox did not retry while the server was down');
  const [transport] = await query(
    database.url,
    `select last_failure_at is not null as failed from service_heartbeats where name = 'mail_transport'`,
  );
  check.expect(transport?.failed === true, 'the mail transport heartbeat shows no failure');
  check.expect(
    sink.received.length === 0,
    `${sink.received.length} e-mails arrived while the server was down`,
  );

  await sink.start();
  const upAt = Date.now();
  log(`the mail server is back after ${upAt - downSince} ms; ${pendingRow?.attempts} attempts so far`);
  let outbox = [];
  while (Date.now() - upAt < 60_000) {
    outbox = await query(database.url, 'select id, status from email_outbox');
    if (outbox.every((row) => row.status === 'sent')) break;
    await sleep(200);
  }
  const allSentMs = Date.now() - upAt;
  // Any straggler a second process might still send would show up here.
  await sleep(3_000);
  const counts = sink.counts();
  check.expect(outbox.length === queued, `${outbox.length} e-mails in the outbox, ${queued} expected`);
  check.expect(
    outbox.every((row) => row.status === 'sent'),
    `not sent within 60 s: ${outbox.filter((row) => row.status !== 'sent').length}`,
  );
  const notOnce = outbox.filter((row) => counts.get(`<${row.id}@competencyhub.test>`) !== 1);
  check.expect(notOnce.length === 0, `${notOnce.length} e-mails not received exactly once`);
  check.expect(sink.received.length === queued, `${sink.received.length} received, ${queued} queued`);
  const senders = await query(
    database.url,
    `select locked_by, count(*)::int as n from email_outbox group by locked_by order by locked_by`,
  );

  const figures = {
    queued,
    downMs: upAt - downSince,
    attemptsWhileDown: pendingRow?.attempts ?? 0,
    givenUp: whileDown.find((row) => row.status === 'failed')?.n ?? 0,
    allSentAfterBackMs: allSentMs,
    received: sink.received.length,
    duplicates: sink.received.length - counts.size,
    sentBy: Object.fromEntries(senders.map((row) => [row.locked_by, row.n])),
  };
  console.info(JSON.stringify(figures, null, 2));
  check.finish(
    `${queued} e-mails waited ${Math.round(figures.downMs / 1000)} s (${figures.attemptsWhileDown} attempts, ` +
      `none given up), all sent ${allSentMs} ms after the server was back, each once`,
  );
} catch (error) {
  stoppedByError(check, error, cluster);
} finally {
  await cluster?.close();
  await sink?.destroy();
  await database?.drop();
}
