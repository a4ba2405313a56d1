import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { emailOutbox } from '../../db/schema/mail.ts';
import { Heartbeat } from '../../jobs/heartbeat.ts';
import { runOutsideLogContext } from '../../ops/request-context.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  companyId?: string | null;
}

export interface OutboxOptions {
  /** The longest wait between two attempts at one message (the back-off's cap). */
  retryCapMs?: number;
  /** How long a claim lasts before another process may send the message again. */
  leaseMs?: number;
  /** A message still not sent this long after it was queued is given up ('failed'). */
  giveUpAfterMs?: number;
  /** Names this process in locked_by (for operators reading the table). */
  workerId?: string;
}

/** 15 minutes: a mail server back from an outage gets the waiting messages within a quarter of an hour. */
export const DEFAULT_RETRY_CAP_MS = 15 * 60_000;
/** Two days: a weekend's outage of the mail server loses nothing. */
export const DEFAULT_GIVE_UP_AFTER_MS = 2 * 24 * 3_600_000;
/**
 * Two minutes. It must outlast one delivery, or a second process would send a message the first is still
 * sending: the transport's own timeouts (SMTP_TIMEOUTS) add up to well under it.
 */
export const DEFAULT_LEASE_MS = 2 * 60_000;

/** nodemailer waits up to 10 minutes on a silent socket by default; a claim must not outlive its lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** 30 s, 1 min, 2 min, 4 min… up to the cap (the first wait is never longer than the cap either). */
export const mailRetryDelayMs = (attempts: number, capMs = DEFAULT_RETRY_CAP_MS) =>
  Math.min(capMs, 30_000 * 2 ** Math.max(0, attempts - 1));

interface ClaimedMessage {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  attempts: number;
  /** When it was queued, in epoch milliseconds (a raw query's timestamps come back as text). */
  queued_at_ms: number;
}

/**
 * E-mail goes through an outbox table so a message is never lost when the sender is down. With
 * SMTP_URL set it is delivered over SMTP; otherwise it is written to the server log (development).
 *
 * Several API processes share the table (decision 0080): each message is claimed with FOR UPDATE SKIP
 * LOCKED and a lease before it is sent, and marked sent in the claim's row, so it leaves once. The one
 * window left is a process that dies (or loses the database) after the SMTP server accepted a message
 * and before the row says so: the message is sent again when the lease runs out, with the same
 * Message-ID, which lets a receiver drop it.
 */
export class Outbox {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** Set by stop() while it waits: the message in hand is finished, no other is claimed (a drain). */
  private stopping = false;
  private readonly retryCapMs: number;
  private readonly leaseMs: number;
  private readonly giveUpAfterMs: number;
  readonly workerId: string;
  /** The domain of Message-IDs: the sender's, so they are unique to this installation. */
  private readonly messageIdDomain: string;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly printBodies = true,
    options: OutboxOptions = {},
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : null;
    this.heartbeat = new Heartbeat(database, 'mail_transport');
    this.retryCapMs = options.retryCapMs ?? DEFAULT_RETRY_CAP_MS;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.giveUpAfterMs = options.giveUpAfterMs ?? DEFAULT_GIVE_UP_AFTER_MS;
    this.workerId = options.workerId ?? `mail-${process.pid}-${randomUUID().slice(0, 8)}`;
    this.messageIdDomain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'competencyhub.invalid';
  }

  /** The Overview's "mail transport" check: the last delivery and the last failure (decision 0072). */
  private readonly heartbeat: Heartbeat;

  /** The Message-ID of an outbox row: the same on every attempt, so a receiver can drop a repeat. */
  messageIdOf(outboxId: string): string {
    return `<${outboxId}@${this.messageIdDomain}>`;
  }

  async enqueue(message: OutgoingEmail, tx?: Tx): Promise<void> {
    await (tx ?? this.database.db).insert(emailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      companyId: message.companyId ?? null,
    });
    if (!tx) this.nudge();
  }

  /**
   * Queues many messages in the caller's transaction, 500 rows a statement (a cycle for a company of
   * 100,000 would pass PostgreSQL's 65,535 parameters in one).
   */
  async enqueueMany(messages: readonly OutgoingEmail[], tx: Tx): Promise<void> {
    for (let start = 0; start < messages.length; start += 500) {
      await tx.insert(emailOutbox).values(
        messages.slice(start, start + 500).map((message) => ({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          companyId: message.companyId ?? null,
        })),
      );
    }
  }

  /**
   * Delivery is asynchronous: a request never waits for SMTP. The run leaves the request's log context
   * (decision 0077): it delivers other requests' messages too, which must not carry this request's id.
   */
  nudge(): void {
    runOutsideLogContext(() =>
      setImmediate(() => {
        void this.deliverPending();
      }),
    );
  }

  start(intervalMs = 5_000): void {
    this.timer = setInterval(() => void this.deliverPending(), intervalMs);
    this.timer.unref();
    this.nudge();
  }

  /**
   * Stops polling and ends the run in progress after the message in hand (decision 0076's drain). A later
   * explicit deliverPending() still delivers (tests stop the timer and deliver themselves).
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopping = true;
    await this.running;
    this.stopping = false;
    this.transport?.close();
  }

  /**
   * Delivers every message that is due, one claim at a time; concurrent calls share one run. `now` is
   * the clock the claim and the back-off read (tests pass a later one to skip an hour).
   */
  deliverPending(now?: Date): Promise<void> {
    this.running ??= this.deliverDue(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async deliverDue(now: Date | undefined): Promise<void> {
    try {
      while (!this.stopping) {
        const message = await this.claim(now ?? new Date());
        if (!message) return;
        // A transport that just failed is not asked again for every waiting message in this run: the
        // next tick tries the next one (a mail server down for an hour sees a handful of attempts).
        if (!(await this.deliver(message, now ?? new Date()))) return;
      }
    } catch (error) {
      this.log.error({ err: error }, 'e-mail delivery run failed');
    }
  }

  /**
   * Takes the oldest due message no live claim holds. The lease counts from the database's clock or
   * `now`, whichever is later, as the job runner's does.
   */
  private async claim(now: Date): Promise<ClaimedMessage | null> {
    // The database's clock when it is later: a row queued in this very millisecond carries microseconds
    // a JavaScript Date lacks, and must not wait for the next tick.
    const at = sql`greatest(clock_timestamp(), ${now.toISOString()}::timestamptz)`;
    const [message] = rowsOf<ClaimedMessage>(
      await this.database.db.execute(sql`
        update email_outbox set
          locked_until = ${at} + make_interval(secs => ${this.leaseMs / 1000}),
          locked_by = ${this.workerId},
          attempts = attempts + 1
        where id = (
          select id from email_outbox
          where status = 'pending' and next_attempt_at <= ${at}
            and (locked_until is null or locked_until < ${at})
          order by next_attempt_at
          limit 1
          for update skip locked
        )
        returning id, to_address, subject, text_body, attempts,
          (extract(epoch from created_at) * 1000)::float8 as queued_at_ms`),
    );
    return message ?? null;
  }

  /** Sends one claimed message; false when the transport failed (the message waits its back-off). */
  private async deliver(message: ClaimedMessage, now: Date): Promise<boolean> {
    try {
      if (this.transport) {
        await this.transport.sendMail({
          from: this.from,
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          messageId: this.messageIdOf(message.id),
        });
      } else {
        const summary = { email: { to: message.to_address, subject: message.subject } };
        if (this.printBodies) {
          this.log.info(
            summary,
            `E-mail (no SMTP_URL set, so printed here):\nTo: ${message.to_address}\nSubject: ${message.subject}\n\n${message.text_body}`,
          );
        } else {
          this.log.warn(summary, 'E-mail not delivered: set SMTP_URL (its body is kept out of the log)');
        }
      }
    } catch (error) {
      await this.heartbeat.failure(error).catch(() => undefined);
      await this.scheduleRetry(message, error, now);
      return false;
    }
    // Marked in the claim's row; whoever holds it now (a lease that ran out mid-send), the message is sent.
    await this.database.db.execute(sql`
      update email_outbox set status = ${this.transport ? 'sent' : 'logged'}, sent_at = now(),
        locked_until = null, last_error = null
      where id = ${message.id}`);
    await this.heartbeat.success().catch(() => undefined);
    return true;
  }

  private async scheduleRetry(message: ClaimedMessage, error: unknown, now: Date): Promise<void> {
    const reason = String((error as Error)?.message ?? error).slice(0, 500);
    const queuedAt = Number(message.queued_at_ms);
    const retryAt = new Date(now.getTime() + mailRetryDelayMs(message.attempts, this.retryCapMs));
    const giveUp = retryAt.getTime() - queuedAt > this.giveUpAfterMs;
    await this.database.db.execute(sql`
      update email_outbox set last_error = ${reason}, locked_until = null,
        next_attempt_at = ${retryAt.toISOString()}::timestamptz,
        status = ${giveUp ? 'failed' : 'pending'}
      where id = ${message.id} and locked_by = ${this.workerId}`);
    if (giveUp) {
      this.log.error(
        { to: message.to_address, attempts: message.attempts },
        'e-mail given up after two days of failures',
      );
    } else {
      this.log.warn(
        { to: message.to_address, attempts: message.attempts, retryAt },
        'e-mail delivery failed; will retry',
      );
    }
  }
}
