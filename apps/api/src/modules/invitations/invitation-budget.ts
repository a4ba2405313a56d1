import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import type { Consumed, Limit } from '../rate-limit/rate-limiter.ts';

export const INVITER_UNCONFIRMED = 'Confirm your e-mail address before inviting people';

/** Invitation e-mails one admin may send in an hour: one full import file, or that many one by one. */
export const INVITATION_EMAILS_PER_HOUR = 500;
/** And one company in a day, whoever sends them: ample for onboarding, a ceiling for a hijacked account. */
export const INVITATION_EMAILS_PER_COMPANY_PER_DAY = 2000;

/**
 * A company in its first day, or none of whose account holders has confirmed a mailbox, sends at
 * most this many a day: anyone can sign up a company in a minute, so a throw-away one must not be
 * a mass mailer. Enough to bring in a first team; the full budget follows after a day.
 */
export const NEW_COMPANY_INVITATIONS_PER_DAY = 20;
export const NEW_COMPANY_PERIOD_HOURS = 24;

const perAdmin: Limit = { max: INVITATION_EMAILS_PER_HOUR, windowSeconds: 3600 };

/** The company's daily budget: the full one once it is established, the small one before. */
async function companyLimit(services: Services, companyId: string): Promise<Limit> {
  const full = { max: INVITATION_EMAILS_PER_COMPANY_PER_DAY, windowSeconds: 86_400 };
  if (companyId === SYSTEM_OWNER_COMPANY_ID) return full;
  const [row] = rowsOf<{ established: boolean }>(
    await services.database.db.execute(sql`
      select c.created_at <= now() - make_interval(hours => ${NEW_COMPANY_PERIOD_HOURS})
        and exists (
          select 1 from profiles p join "user" u on u.id = p.id
          where p.company_id = c.id and p.role = 'account_holder' and p.status = 'active'
            and u.email_verified
        ) as established
      from companies c where c.id = ${companyId}`),
  );
  return row?.established ? full : { ...full, max: NEW_COMPANY_INVITATIONS_PER_DAY };
}

/**
 * Every invitation e-mail (single, bulk or re-sent) is sent through here. The inviter must have
 * confirmed their own address: otherwise anyone could sign up as a throw-away address and use the
 * platform to mail strangers. Then `emails` units are taken from the admin's hourly budget and the
 * company's daily one (small while the company is new or its owner unconfirmed), each in one atomic statement, so parallel requests cannot overspend them;
 * if `send` then fails (a bad row, a conflict) the units are given back, so correcting a refused
 * file costs nothing.
 */
export async function withInvitationBudget<T>(
  services: Services,
  viewer: Viewer,
  emails: number,
  send: () => Promise<T>,
): Promise<T> {
  if (!viewer.emailVerified) throw new AppError('RULE_BROKEN', INVITER_UNCONFIRMED);
  const { rateLimiter } = services;
  const taken: Consumed[] = [];
  try {
    taken.push(await rateLimiter.consume(`invitation-emails:${viewer.userId}`, perAdmin, emails));
    const perCompany = await companyLimit(services, viewer.tenantId);
    taken.push(await rateLimiter.consume(`invitation-emails-company:${viewer.tenantId}`, perCompany, emails));
    return await send();
  } catch (error) {
    // A refund that fails leaves the budget smaller, never larger: the safe way round.
    await Promise.all(taken.map((units) => rateLimiter.refund(units).catch(() => undefined)));
    throw error;
  }
}
