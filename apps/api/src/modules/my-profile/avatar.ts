import {
  AVATAR_ERRORS,
  type AvatarResult,
  isAvatarContentType,
} from '@competencyhub/domain/schemas/my-profile';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { withTenant } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { type FileStore, fileUrl } from '../files/file-store.ts';
import { UploadedBody } from '../files/upload-body.ts';
import { reencodeAvatar } from './avatar-image.ts';
import { updateOwnProfile } from './repo.ts';

const PURPOSE = 'avatar';

/**
 * What the bytes really are, whatever the request claims: a renamed file or a script dressed up
 * as an image is refused before anything is stored. What is stored is the image re-encoded.
 */
async function checkedImage(body: unknown): Promise<{ bytes: Buffer; contentType: string }> {
  if (!(body instanceof UploadedBody)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_ERRORS.unsupported);
  }
  if (body.bytes.byteLength === 0) {
    throw new AppError('VALIDATION_FAILED', AVATAR_ERRORS.empty, { errors: { file: [AVATAR_ERRORS.empty] } });
  }
  const sniffed = await fileTypeFromBuffer(body.bytes);
  if (!sniffed || !isAvatarContentType(sniffed.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_ERRORS.unsupported);
  }
  if (sniffed.mime !== body.contentType) {
    throw new AppError('VALIDATION_FAILED', AVATAR_ERRORS.mismatch, {
      errors: { file: [AVATAR_ERRORS.mismatch] },
    });
  }
  return reencodeAvatar(body.bytes, sniffed.mime);
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
