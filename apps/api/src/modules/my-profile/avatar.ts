import {
  AVATAR_ERRORS,
  AVATAR_MAX_MEGAPIXELS,
  AVATAR_MAX_SIDE,
  type AvatarResult,
} from '@competencyhub/domain/schemas/my-profile';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { type FileStore, fileUrl } from '../files/file-store.ts';
import { reencodeImage, sniffedImage } from '../files/reencode-image.ts';
import { updateOwnProfile } from './repo.ts';

const PURPOSE = 'avatar';

/** The photo as stored: checked for what it really is, then re-encoded at most 512 px a side. */
async function checkedImage(body: unknown): Promise<{ bytes: Buffer; contentType: string }> {
  const upload = await sniffedImage(body);
  const image = await reencodeImage(upload.bytes, upload.contentType, {
    maxPixels: AVATAR_MAX_MEGAPIXELS * 1_000_000,
    fitWithin: AVATAR_MAX_SIDE,
    tooManyPixels: AVATAR_ERRORS.tooManyPixels,
  });
  return { bytes: image.bytes, contentType: image.contentType };
}

/** Stores the new photo, points the profile at it and deletes the one it replaces, all or nothing. */
export async function replaceAvatar(
  services: Services,
  store: FileStore,
  viewer: Viewer,
  body: unknown,
  req: FastifyRequest,
): Promise<AvatarResult> {
  const image = await checkedImage(body);
  const companyId = viewer.profile.companyId;
  const avatarUrl = await withTenant(services.database, companyId, async (tx) => {
    const file = await store.put(tx, companyId, { ownerId: viewer.userId, purpose: PURPOSE, ...image });
    const url = fileUrl(file.id);
    if (!(await updateOwnProfile(tx, companyId, viewer.userId, { avatarUrl: url })))
      throw notFound('Profile');
    const replaced = await store.deleteOwned(tx, companyId, {
      ownerId: viewer.userId,
      purpose: PURPOSE,
      keepId: file.id,
    });
    await writeAudit(tx, req, {
      action: 'profile.avatar_changed',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'profile',
      targetId: viewer.userId,
      details: { fileId: file.id, contentType: file.contentType, byteSize: file.byteSize, replaced },
    });
    return url;
  });
  return { avatarUrl };
}

/** Removes the photo (and its stored file); the initials show again. Removing none is fine. */
export async function removeAvatar(
  services: Services,
  store: FileStore,
  viewer: Viewer,
  req: FastifyRequest,
): Promise<AvatarResult> {
  const companyId = viewer.profile.companyId;
  await withTenant(services.database, companyId, async (tx) => {
    const removed = await store.deleteOwned(tx, companyId, { ownerId: viewer.userId, purpose: PURPOSE });
    if (!removed && !viewer.profile.avatarUrl) return;
    await updateOwnProfile(tx, companyId, viewer.userId, { avatarUrl: null });
    await writeAudit(tx, req, {
      action: 'profile.avatar_removed',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'profile',
      targetId: viewer.userId,
    });
  });
  return { avatarUrl: null };
}
