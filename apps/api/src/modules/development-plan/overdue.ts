import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { Outbox } from '../mail/outbox.ts';
import { overdueActionsEmail } from './emails.ts';

/** At most this often a person is e-mailed about their overdue actions. */
export const OVERDUE_EMAIL_EVERY_DAYS = 7;
/** The e-mail lists at most this many actions (the oldest due first). */
const LISTED = 10;

/**
 * The weekly e-mail about overdue development actions, run by the reminders sweep (as the owning
 * role, across companies). A person is e-mailed when they have an open action past its due day,
 * have not turned the e-mail off, are active, and were not e-mailed in the last week; the mark is
 * set in the transaction that queues the e-mail, so a sweep that runs twice never sends twice.
 */
export async function sendOverdueActionEmails(
  database: Database,
  outbox: Outbox,
  baseUrl: string,
  now: Date,
): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  let sent = 0;
  await database.db.transaction(async (tx) => {
    const due = rowsOf<{ company_id: string; profile_id: string; email: string; full_name: string }>(
      await tx.execute(sql`
        select d.company_id, d.profile_id, p.email, p.full_name
        from development_plans d
        join profiles p on p.company_id = d.company_id and p.id = d.profile_id
        where p.status = 'active' and p.overdue_action_emails
          and (d.overdue_emailed_at is null
               or d.overdue_emailed_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${OVERDUE_EMAIL_EVERY_DAYS}))
          and exists (select 1 from development_actions a
                      where a.company_id = d.company_id and a.profile_id = d.profile_id
                        and a.status in ('planned', 'in_progress') and a.due_on < ${today}::date)
        limit 500
        for update of d skip locked`),
    );
    for (const person of due) {
      const actions = rowsOf<{ title: string; due_on: string }>(
        await tx.execute(sql`
          select title, due_on::text as due_on from development_actions
          where company_id = ${person.company_id} and profile_id = ${person.profile_id}
            and status in ('planned', 'in_progress') and due_on < ${today}::date
          order by due_on, created_at
          limit ${LISTED}`),
      );
      await outbox.enqueue(
        {
          ...overdueActionsEmail(
            baseUrl,
            { email: person.email, name: person.full_name },
            actions.map((action) => ({ title: action.title, dueOn: action.due_on })),
          ),
          companyId: person.company_id,
        },
        tx,
      );
      await tx.execute(sql`
        update development_plans set overdue_emailed_at = ${now.toISOString()}::timestamptz
        where company_id = ${person.company_id} and profile_id = ${person.profile_id}`);
      sent++;
    }
  });
  return sent;
}
