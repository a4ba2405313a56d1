import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { Services } from '../../services.ts';
import { PHONE_CHANGES_PER_HOUR } from '../my-profile/my-details.ts';
import { clientKey } from '../rate-limit/client-key.ts';
import { phoneInUseEmail } from './emails.ts';

/** At most one "someone tried to use your phone number" message per number per hour. */
const PHONE_NOTICE_LIMIT = { max: 1, windowSeconds: 3600 };

/**
 * A phone number signs in to one account only, but sign-up must not become a way to ask "whose
 * number is this?" (decision 0023). Sign-ups that give a number share the profile form's ceiling,
 * per client address, counted before anything is looked up.
 */
export async function limitPhoneSignUps(services: Services, req: FastifyRequest): Promise<void> {
  await services.rateLimiter.hit(`ip:sign-up-phone:${clientKey(req.ip)}`, {
    max: PHONE_CHANGES_PER_HOUR,
    windowSeconds: 3600,
  });
}

/** The e-mail of the account that holds this number, if any (owner-level read across companies). */
export async function phoneHolderEmail(services: Services, phone: string): Promise<string | null> {
  const [row] = await services.database.db
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.phone, phone))
    .limit(1);
  return row?.email ?? null;
}

/** Tells the number's holder, as a taken e-mail address's holder is told (decision 0006). */
export async function tellPhoneHolder(services: Services, email: string, phone: string): Promise<void> {
  const { count } = await services.rateLimiter.increment(`mail:phone-in-use:${phone}`, PHONE_NOTICE_LIMIT);
  if (count <= PHONE_NOTICE_LIMIT.max) {
    await services.outbox.enqueue(phoneInUseEmail(services.config.baseUrl, email));
  }
}

/**
 * Writes the new profile with its phone number, or without it when another sign-up took the number
 * a moment ago (the unique index decides): the sign-up still answers as it would have.
 */
export async function insertProfile(tx: Tx, values: typeof profiles.$inferInsert): Promise<void> {
  const inserted = await tx
    .insert(profiles)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  if (inserted.length === 0) await tx.insert(profiles).values({ ...values, phone: null });
}
