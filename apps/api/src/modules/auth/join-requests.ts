import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { JOIN_REQUESTS_FULL_MESSAGE } from '@competencyhub/domain/schemas/auth';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { ProfileRow } from '../profiles/repo.ts';
import { adminEmails } from '../profiles/repo.ts';
import { joinRequestEmail } from './emails.ts';

/**
 * Join requests of one e-mail domain whose requesters have not confirmed their address, per day.
 * Anyone can type `anything@acme.com`; without a ceiling a script could bury a company's approval
 * list in requests from mailboxes that do not exist. Real colleagues confirm within minutes and stop
 * counting, so 20 covers even a whole team signing up on its first morning.
 */
export const JOIN_REQUESTS_UNCONFIRMED_PER_DAY = 20;

/**
 * Refuses (429) a new join request while the day's unconfirmed ones from this domain are at the
 * ceiling. Runs in the transaction that writes the request, under a lock per domain, so parallel
 * sign-ups cannot all slip in under it.
 */
export async function assertJoinRequestRoom(tx: Tx, companyId: string, domain: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`join-requests:${domain}`}))`);
  const [row] = rowsOf<{ count: number; retry_after: number | null }>(
    await tx.execute(sql`
      select count(*)::int as count,
        ceil(extract(epoch from (min(p.created_at) + interval '1 day' - now())))::int as retry_after
      from profiles p join "user" u on u.id = p.id
      where p.company_id = ${companyId} and p.status = 'pending_approval' and not u.email_verified
        and p.email like ${`%@${domain}`} and p.created_at > now() - interval '1 day'`),
  );
  if (Number(row?.count ?? 0) >= JOIN_REQUESTS_UNCONFIRMED_PER_DAY) {
    throw new AppError('RATE_LIMITED', JOIN_REQUESTS_FULL_MESSAGE, {
      retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 3600)),
    });
  }
}

/**
 * Tells the company's admins about a join request, once its requester has proved the mailbox:
 * before that the request cannot be approved, so there is nothing to act on (and nothing to
 * spam admins with).
 */
export async function notifyAdminsOfJoinRequest(services: Services, requester: ProfileRow): Promise<void> {
  const roles =
    requester.companyId === SYSTEM_OWNER_COMPANY_ID
      ? ['system_owner', 'system_admin']
      : ['account_holder', 'company_it_admin'];
  for (const to of await adminEmails(services.database.db, requester.companyId, roles)) {
    await services.outbox.enqueue({
      ...joinRequestEmail(services.config.baseUrl, to, requester.fullName, requester.email),
      companyId: requester.companyId,
    });
  }
}
