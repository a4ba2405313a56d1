import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import {
  DEFAULT_GIVE_UP_AFTER_MS,
  mailRetryDelayMs,
  Outbox,
  type OutgoingEmail,
} from '../src/modules/mail/outbox.ts';
import { type ReceivedMail, startMailServer, type TestMailServer } from './mail-helpers.ts';
import { createTestDatabase } from './test-db.ts';

/**
 * The outbox with several processes on one database (decision 0080): each message leaves once, a mail
 * server that fails is retried with a growing wait instead of being given up on, and the message goes out
 * once the server is back. Two Outbox instances on one database stand for two API processes.
 */

const FROM = 'CompetencyHub <no-reply@competencyhub.test>';
const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  child: () => silent,
  level: 'silent',
} as unknown as FastifyBaseLogger;

let database: Database;
let mail: TestMailServer;
/** An SMTP URL where nothing listens: every delivery is refused at once. */
let deadSmtpUrl: string;
const outboxes: Outbox[] = [];

const outboxOn = (smtpUrl: string, workerId: string) => {
  const outbox = new Outbox(database, silent, smtpUrl, FROM, false, { workerId });
  outboxes.push(outbox);
  return outbox;
};

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Queued as a request's transaction queues it: without the nudge, so each test runs deliveries itself. */
const queue = (outbox: Outbox, message: OutgoingEmail) =>
  database.db.transaction((tx) => outbox.enqueue(message, tx));

const messageIdOf = (received: ReceivedMail) => /^message-id:\s*(\S+)/im.exec(received.raw)?.[1];

const rows = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.toAddress);

const heartbeat = async () =>
  rowsOf<{ succeeded: boolean; failed: boolean }>(
    await database.db.execute(
      sql`select last_success_at is not null as succeeded, last_failure_at is not null as failed
          from service_heartbeats where name = 'mail_transport'`,
    ),
  )[0];

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startMailServer();
  deadSmtpUrl = `smtp://127.0.0.1:${await unusedPort()}`;
});
afterAll(async () => {
  for (const outbox of outboxes) await outbox.stop();
  await mail.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  await database.db.execute(sql`delete from service_heartbeats where name = 'mail_transport'`);
  mail.received.length = 0;
});

describe('the e-mail outbox with several processes', () => {
  it('delivers each message once when two processes deliver at the same time, each with its own Message-ID', async () => {
    const a = outboxOn(mail.url, 'process-a');
    const b = outboxOn(mail.url, 'process-b');
    for (let i = 0; i < 20; i++) {
      await queue(a, {
        to: `person-${String(i).padStart(2, '0')}@example.test`,
        subject: `Hello ${i}`,
        text: 'Hi',
      });
    }
    await Promise.all([a.deliverPending(), b.deliverPending(), a.deliverPending(), b.deliverPending()]);

    expect(mail.received).toHaveLength(20);
    const ids = mail.received.map(messageIdOf);
    expect(new Set(ids).size).toBe(20);
    const sent = await rows();
    expect(sent.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    // The Message-ID names the outbox row, so a repeat of the same row carries the same one.
    expect(ids.sort()).toEqual(sent.map((row) => `<${row.id}@competencyhub.test>`).sort());
    // Both took part on PostgreSQL, where the two run side by side (PGlite has one connection).
    if (database.kind === 'postgres') expect(new Set(sent.map((row) => row.lockedBy)).size).toBe(2);
    expect((await heartbeat())?.succeeded).toBe(true);
  });

  it('keeps a message while the mail server is down for an hour, waiting longer each time, and sends it once when it is back', async () => {
    const down = outboxOn(deadSmtpUrl, 'process-down');
    await queue(down, { to: 'waiting@example.test', subject: 'Your reset link', text: 'Link' });
    const start = new Date(Date.now() + 1_000);

    await down.deliverPending(start);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.nextAttemptAt.getTime()).toBe(start.getTime() + 30_000);
    expect((await heartbeat())?.failed).toBe(true);
    // Not due yet: another run at the same moment leaves it alone.
    await down.deliverPending(start);
    [row] = await rows();
    expect(row?.attempts).toBe(1);

    // An hour of a dead mail server, run on the outbox's clock: each attempt when the last one's wait ends.
    let now = start;
    const waits: number[] = [];
    while (now.getTime() - start.getTime() < 3_600_000) {
      [row] = await rows();
      const next = row?.nextAttemptAt as Date;
      waits.push(next.getTime() - now.getTime());
      now = next;
      await down.deliverPending(now);
    }
    [row] = await rows();
    expect(row?.status).toBe('pending');
    // 30 s, 1, 2, 4, 8 min, then every 15 min: a dozen attempts in the hour, not one every few seconds.
    expect(waits.slice(0, 6)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000]);
    expect(row?.attempts).toBeLessThanOrEqual(12);
    expect(mail.received).toHaveLength(0);

    // The server is back; the next process to look after the wait sends it, once.
    const back = outboxOn(mail.url, 'process-back');
    const due = row?.nextAttemptAt as Date;
    await back.deliverPending(due);
    await back.deliverPending(new Date(due.getTime() + 3_600_000));
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]?.subject).toBe('Your reset link');
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', lastError: null, lockedUntil: null });
  });

  it('stops a run at the first refusal instead of trying every waiting message against a dead server', async () => {
    const down = outboxOn(deadSmtpUrl, 'process-down');
    for (const to of ['one@example.test', 'two@example.test', 'three@example.test']) {
      await queue(down, { to, subject: 'Hi', text: 'Hi' });
    }
    await down.deliverPending(new Date(Date.now() + 1_000));
    const attempts = (await rows()).map((row) => row.attempts);
    expect(attempts.reduce((sum, n) => sum + n, 0)).toBe(1);
  });

  it('sends again a message whose process died while sending it, once its lease ran out, and leaves one still held', async () => {
    const outbox = outboxOn(mail.url, 'process-new');
    await queue(outbox, { to: 'crashed@example.test', subject: 'Crashed', text: 'Hi' });
    await queue(outbox, { to: 'held@example.test', subject: 'Held', text: 'Hi' });
    const now = new Date(Date.now() + 1_000);
    await database.db
      .update(emailOutbox)
      .set({ attempts: 1, lockedBy: 'process-dead', lockedUntil: new Date(now.getTime() - 1_000) })
      .where(eq(emailOutbox.toAddress, 'crashed@example.test'));
    await database.db
      .update(emailOutbox)
      .set({ attempts: 1, lockedBy: 'process-busy', lockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(emailOutbox.toAddress, 'held@example.test'));

    await outbox.deliverPending(now);
    expect(mail.received.map((received) => received.subject)).toEqual(['Crashed']);
    const [crashed, held] = await rows();
    expect(crashed).toMatchObject({ status: 'sent', attempts: 2, lockedBy: 'process-new' });
    expect(held).toMatchObject({ status: 'pending', attempts: 1, lockedBy: 'process-busy' });
  });

  it('gives a message up only when its next wait would end over two days after it was queued', async () => {
    const down = outboxOn(deadSmtpUrl, 'process-down');
    await queue(down, { to: 'old@example.test', subject: 'Old', text: 'Hi' });
    const [queued] = await rows();
    const createdAt = queued?.createdAt as Date;

    const almost = new Date(createdAt.getTime() + DEFAULT_GIVE_UP_AFTER_MS - mailRetryDelayMs(1) - 1);
    await down.deliverPending(almost);
    expect((await rows())[0]?.status).toBe('pending');

    const late = new Date(createdAt.getTime() + DEFAULT_GIVE_UP_AFTER_MS);
    await down.deliverPending(late);
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 2 });
  });
});
