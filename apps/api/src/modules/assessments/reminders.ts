import { CYCLE_AUTO_REMIND_DAYS } from '@competencyhub/domain/schemas/assessments';
import { EXPIRY_REMINDER_DAYS } from '@competencyhub/domain/schemas/experience';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { assessmentCycles } from '../../db/schema/assessments.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { writeAudit } from '../audit/audit.ts';
import { sendOverdueActionEmails } from '../development-plan/overdue.ts';
import type { Outbox } from '../mail/outbox.ts';
import { sendCycleReminders } from './cycles.ts';
import { certificationExpiringEmail, feedbackReminderEmail } from './emails.ts';
import { answerableFrom } from './feedback.ts';
import { EVIDENCE_PURPOSE } from './ratings.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/**
 * The reminders sweep (issue 8), run by the job runner every 15 minutes (decision 0029). It works
 * across companies, as the owning role, and marks what it did in the transaction that queues the
 * e-mail, so a sweep that runs twice (a crash after the commit, say) never sends twice:
 * - every open feedback request due within two days whose rater has not been reminded, and which was
 *   not sent in the last day (the invitation itself is fresh), gets one reminder;
 * - a request still unanswered FEEDBACK_GRACE_DAYS after its due date expires;
 * - an open cycle whose deadline is CYCLE_AUTO_REMIND_DAYS away or less reminds, once, whoever has
 *   not finished (as "Send reminders" does), unless it was launched or reminded in the last day;
 * - every certification expiring within 30 days sends one e-mail to its holder;
 * - whoever has overdue development actions gets one e-mail listing them, at most once a week,
 *   unless they turned it off (development-plan/overdue.ts);
 * - evidence files uploaded more than a day ago and attached to nothing are deleted.
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
              and f.created_at <= ${now.toISOString()}::timestamptz - interval '1 day'
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
      await database.db.execute(sql`
        update feedback_requests set status = 'expired', updated_at = now()
        where status in ('proposed', 'pending', 'accepted') and due_on < ${answerableFrom(now)}::date`);
      await database.db.transaction(async (tx) => {
        const cycles = await tx
          .select()
          .from(assessmentCycles)
          .where(
            and(
              eq(assessmentCycles.status, 'open'),
              isNull(assessmentCycles.autoRemindedAt),
              gte(assessmentCycles.dueOn, today),
              lte(assessmentCycles.dueOn, isoDay(addDays(now, CYCLE_AUTO_REMIND_DAYS))),
              // Not on the heels of the launch e-mail or of someone's "Send reminders".
              lte(assessmentCycles.createdAt, addDays(now, -1)),
              or(
                isNull(assessmentCycles.lastRemindedAt),
                lte(assessmentCycles.lastRemindedAt, addDays(now, -1)),
              ),
            ),
          )
          .limit(50)
          .for('update', { skipLocked: true });
        for (const cycle of cycles) {
          const reminded = await sendCycleReminders(tx, outbox, baseUrl, cycle);
          sent += reminded.people + reminded.managers;
          await tx
            .update(assessmentCycles)
            .set({ autoRemindedAt: sql`now()` })
            .where(eq(assessmentCycles.id, cycle.id));
          await writeAudit(tx, null, {
            action: 'assessment_cycle.reminded',
            companyId: cycle.companyId,
            actorId: null,
            actorEmail: null,
            targetType: 'assessment_cycle',
            targetId: cycle.id,
            details: {
              name: cycle.name,
              people: reminded.people,
              managers: reminded.managers,
              automatic: true,
            },
          });
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
      sent += await sendOverdueActionEmails(database, outbox, baseUrl, now);
      // A file being attached right now is locked by the insert that references it: skipped, not deleted.
      await database.db.execute(sql`
        delete from stored_files where id in (
          select f.id from stored_files f
          where f.purpose = ${EVIDENCE_PURPOSE} and f.created_at < ${now.toISOString()}::timestamptz - interval '1 day'
            and not exists (select 1 from evidence e where e.company_id = f.company_id and e.file_id = f.id)
            and not exists (select 1 from certifications c where c.company_id = f.company_id and c.file_id = f.id)
            and not exists (select 1 from development_actions a where a.company_id = f.company_id and a.evidence_file_id = f.id)
          for update skip locked)`);
      if (sent > 0) outbox.nudge();
    },
  };
}
