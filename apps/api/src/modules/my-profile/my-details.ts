import type { MyProfile, UpdateMyProfileInput } from '@competencyhub/domain/schemas/my-profile';
import type { Profile } from '@competencyhub/domain/schemas/profiles';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { type ProfileRow, toProfile } from '../profiles/repo.ts';
import {
  findPersonSummary,
  type OwnProfileValues,
  phoneUsedByAnother,
  setAccountName,
  updateOwnProfile,
} from './repo.ts';

/**
 * New phone numbers one person may try in an hour. Each try says whether another account holds
 * that number (409), so without a ceiling the form would answer "whose number is this?" at scale.
 */
export const PHONE_CHANGES_PER_HOUR = 10;

/** The same refusal as at sign-up, so both forms show the same message under the phone field. */
const phoneTaken = () =>
  new AppError('CONFLICT', 'Some fields need attention', {
    errors: { phone: ['This phone number is already used by another account'] },
  });

export async function getMyProfile(services: Services, viewer: Viewer): Promise<MyProfile> {
  const { lineManagerId, companyId } = viewer.profile;
  const lineManager = lineManagerId
    ? await withTenant(services.database, companyId, (tx) => findPersonSummary(tx, companyId, lineManagerId))
    : null;
  return { profile: toProfile({ ...viewer.profile, emailVerified: viewer.emailVerified }), lineManager };
}

/**
 * People edit their own name, work details and phone. Fields left out stay as they are (null
 * clears a work detail or the phone); the
 * audit row names the fields that changed, not their values (a phone number is personal data).
 */
export async function updateMyProfile(
  services: Services,
  viewer: Viewer,
  input: UpdateMyProfileInput,
  req: FastifyRequest,
): Promise<Profile> {
  const { database } = services;
  const companyId = viewer.profile.companyId;
  if (input.phone && input.phone !== viewer.profile.phone) {
    // Counted before the lookup, so a refused (429) try learns nothing and changes nothing.
    await services.rateLimiter.hit(`phone-change:${viewer.userId}`, {
      max: PHONE_CHANGES_PER_HOUR,
      windowSeconds: 3600,
    });
    if (await phoneUsedByAnother(database.db, input.phone, viewer.userId)) throw phoneTaken();
  }

  // The schema strips unknown keys, so these are exactly the fields that were sent.
  const values = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as OwnProfileValues;
  // Nothing sent, nothing written: not even the row's updated_at.
  if (Object.keys(values).length === 0) {
    return toProfile({ ...viewer.profile, emailVerified: viewer.emailVerified });
  }

  let row: ProfileRow;
  try {
    row = await withTenant(database, companyId, async (tx) => {
      const updated = await updateOwnProfile(tx, companyId, viewer.userId, values);
      if (!updated) throw notFound('Profile');
      if (updated.fullName !== viewer.profile.fullName)
        await setAccountName(tx, viewer.userId, updated.fullName);
      const changed = (Object.keys(values) as Array<keyof OwnProfileValues>).filter(
        (key) => values[key] !== viewer.profile[key],
      );
      if (changed.length) {
        await writeAudit(tx, req, {
          action: 'profile.updated',
          companyId,
          actorId: viewer.userId,
          actorEmail: viewer.email,
          targetType: 'profile',
          targetId: viewer.userId,
          details: { fields: changed },
        });
      }
      return updated;
    });
  } catch (error) {
    // Someone took the number between the check above and this write.
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
  return toProfile({ ...row, emailVerified: viewer.emailVerified });
}
