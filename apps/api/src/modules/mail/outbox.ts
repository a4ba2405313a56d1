import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Tx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/mail.ts';
import { Heartbeat } from '../../jobs/heartbeat.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  companyId?: string | null;
}

const MAX_ATTEMPTS = 5;

/**
 * E-mail goes through an outbox table so a message is never lost when the sender is down. With
 * SMTP_URL set it is delivered over SMTP; otherwise it is written to the server log (development).
 */
export class Outbox {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly printBodies = true,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    this.heartbeat = new Heartbeat(database, 'mail_transport');
  }

  /** The Overview's "mail transport" check: the last delivery and the last failure (decision 0072). */
  private readonly heartbeat: Heartbeat;

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

  /** Delivery is asynchronous: a request never waits for SMTP. */
  nudge(): void {
    setImmediate(() => {
      void this.deliverPending();
    });
  }

  start(intervalMs = 5_000): void {
    this.timer = setInterval(() => void this.deliverPending(), intervalMs);
    this.timer.unref();
    this.nudge();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Delivers every pending message once; concurrent calls share one run. */
  deliverPending(): Promise<void> {
    this.running ??= this.deliverBatch().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async deliverBatch(): Promise<void> {
    try {
      const pending = await this.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(50);
      for (const message of pending) await this.deliver(message);
    } catch (error) {
      this.log.error({ err: error }, 'e-mail delivery run failed');
    }
  }

  private async deliver(message: typeof emailOutbox.$inferSelect): Promise<void> {
    try {
      if (this.transport) {
        await this.transport.sendMail({
          from: this.from,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
        });
      } else {
        const summary = { email: { to: message.toAddress, subject: message.subject } };
        if (this.printBodies) {
          this.log.info(
            summary,
            `E-mail (no SMTP_URL set, so printed here):\nTo: ${message.toAddress}\nSubject: ${message.subject}\n\n${message.textBody}`,
          );
        } else {
          this.log.warn(summary, 'E-mail not delivered: set SMTP_URL (its body is kept out of the log)');
        }
      }
      await this.database.db
        .update(emailOutbox)
        .set({
          status: this.transport ? 'sent' : 'logged',
          sentAt: new Date(),
          attempts: message.attempts + 1,
        })
        .where(eq(emailOutbox.id, message.id));
      await this.heartbeat.success().catch(() => undefined);
    } catch (error) {
      await this.heartbeat.failure(error).catch(() => undefined);
      const attempts = message.attempts + 1;
      await this.database.db
        .update(emailOutbox)
        .set({
          attempts,
          lastError: String((error as Error).message).slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        })
        .where(eq(emailOutbox.id, message.id));
      this.log.warn({ to: message.toAddress, attempts }, 'e-mail delivery failed; will retry');
    }
  }
}
