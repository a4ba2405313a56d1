import { EXPIRY_REMINDER_DAYS } from '@competencyhub/domain/schemas/experience';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import type { Outbox } from '../mail/outbox.ts';
import { certificationExpiringEmail, feedbackReminderEmail } from './emails.ts';

/**
 * The reminders sweep (issue 8), run by the job runner every 15 minutes (decision 0029): every open
 * feedback request due within two days whose rater has not been reminded gets one reminder, and every
 * certification expiring within 30 days one e-mail to its holder. The
 * request is marked in the transaction that queues the e-mail, so a sweep that runs twice (a crash
 * after the commit, say) never sends twice. It works across companies, as the owning role.
 */

export const REMINDERS_SWEEP = 'reminders.sweep';
export const REMINDERS_EVERY_MS = 15 * 60_000;
/** How long before the due date the reminder goes. */
export const REMIND_DAYS_BEFORE = 2;

interface DueRow {
  id: string;
  company_id: string;
  due_on: string;
  rater_email: string;
  rater_name: string;
  subject_name: string;
}

export function remindersSweep(database: Database, outbox: Outbox, baseUrl: string): JobHandler {
  return {
    kind: REMINDERS_SWEEP,
    async run({ now }) {
      const horizon = new Date(now.getTime() + REMIND_DAYS_BEFORE * 86_400_000).toISOString().slice(0, 10);
      const today = now.toISOString().slice(0, 10);
      let sent = 0;
      await database.db.transaction(async (tx) => {
        const due = rowsOf<DueRow>(
          await tx.execute(sql`
            select f.id, f.company_id, f.due_on::text as due_on, r.email as rater_email,
                   r.full_name as rater_name, s.full_name as subject_name
            from feedback_requests f
            join profiles r on r.company_id = f.company_id and r.id = f.rater_id
            join profiles s on s.company_id = f.company_id and s.id = f.subject_id
            where f.status in ('pending', 'accepted') and f.reminder_sent_at is null
              and f.due_on <= ${horizon}::date and f.due_on >= ${today}::date
              and r.status = 'active'
            order by f.due_on
            limit 500
            for update of f skip locked`),
        );
        for (const row of due) {
          await outbox.enqueue(
            {
              ...feedbackReminderEmail(
                baseUrl,
                { email: row.rater_email, name: row.rater_name },
                row.subject_name,
                row.due_on,
              ),
              companyId: row.company_id,
            },
            tx,
          );
          await tx.execute(sql`update feedback_requests set reminder_sent_at = now() where id = ${row.id}`);
          sent++;
        }
      });
      await database.db.transaction(async (tx) => {
        const expiring = rowsOf<{
          id: string;
          company_id: string;
          name: string;
          expires_on: string;
          email: string;
          full_name: string;
        }>(
          await tx.execute(sql`
            select c.id, c.company_id, c.name, c.expires_on::text as expires_on, p.email, p.full_name
            from certifications c
            join profiles p on p.company_id = c.company_id and p.id = c.person_id
            where c.expiry_reminder_sent_at is null and c.expires_on >= ${today}::date
              and c.expires_on <= (${today}::date + ${EXPIRY_REMINDER_DAYS}::int) and p.status = 'active'
            order by c.expires_on
            limit 500
            for update of c skip locked`),
        );
        for (const row of expiring) {
          await outbox.enqueue(
            {
              ...certificationExpiringEmail(
                baseUrl,
                { email: row.email, name: row.full_name },
                row.name,
                row.expires_on,
              ),
              companyId: row.company_id,
            },
            tx,
          );
          await tx.execute(
            sql`update certifications set expiry_reminder_sent_at = now() where id = ${row.id}`,
          );
          sent++;
        }
      });
      if (sent > 0) outbox.nudge();
    },
  };
}
