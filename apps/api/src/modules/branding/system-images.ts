import { randomBytes } from 'node:crypto';
import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { AuditAction } from '@competencyhub/domain/schemas/audit';
import { BRANDING_MESSAGES, LOGO_MAX_SIDE } from '@competencyhub/domain/schemas/branding';
import {
  FAVICON_MAX_SIDE,
  type SiteImages,
  type SystemImage,
  type SystemImageType,
  type UpdateSystemImageInput,
  type UploadSystemImageQuery,
} from '@competencyhub/domain/schemas/system-images';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { systemImages } from '../../db/schema/branding.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import type { FileStore, StoredFile } from '../files/file-store.ts';
import { reencodeImage, sniffedImage } from '../files/reencode-image.ts';

/**
 * System images (`/system-admin`, Images tab; system admins and the system owner): the platform's
 * logo, favicon and system-owner picture. They belong to the system owner company, whatever
 * company the admin is acting on, and are read and written in its tenant transaction; the bytes go
 * to the shared file store, so a row and its file commit or roll back together (a file stored for
 * a record that then fails to be created is removed with the rollback, spec section 4).
 */

export const SYSTEM_IMAGE_PURPOSE = 'system_image';
const OWNER = SYSTEM_OWNER_COMPANY_ID;

type Row = typeof systemImages.$inferSelect;

const toImage = (row: Row): SystemImage => ({
  id: row.id,
  imageType: row.imageType,
  name: row.name,
  description: row.description,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  fileName: row.fileName,
  filePath: row.filePath,
  fileUrl: row.fileUrl,
  fileType: row.fileType,
  fileSize: row.fileSize,
  dimensions: { width: row.width, height: row.height },
});

const EXTENSIONS = { 'image/png': 'png', 'image/webp': 'webp' } as const;

/** `{companyId}/{imageType}/{timestamp-random}.{ext}` (spec section 7). */
function storagePath(type: SystemImageType, contentType: 'image/png' | 'image/webp'): string {
  // Eight characters of [a-z0-9]: a timestamp alone could repeat when two uploads share a millisecond.
  const random = BigInt(`0x${randomBytes(6).toString('hex')}`)
    .toString(36)
    .padStart(8, '0')
    .slice(-8);
  return `${OWNER}/${type}/${Date.now()}-${random}.${EXTENSIONS[contentType]}`;
}

export const systemAssetUrl = (filePath: string) => `/api/v1/system-assets/${filePath}`;

/** The uploaded bytes as a stored picture: re-encoded, at most 4096 px a side, a favicon scaled to 256. */
async function preparedImage(body: unknown, type: SystemImageType) {
  const upload = await sniffedImage(body);
  const image = await reencodeImage(upload.bytes, upload.contentType, {
    maxPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE,
    maxSide: { pixels: LOGO_MAX_SIDE, message: BRANDING_MESSAGES.logoTooManyPixels },
    tooManyPixels: BRANDING_MESSAGES.logoTooManyPixels,
    ...(type === 'favicon' ? { fitWithin: FAVICON_MAX_SIDE } : {}),
  });
  return { ...image, contentType: image.contentType === 'image/png' ? 'image/png' : 'image/webp' } as const;
}

/** One upload or activation of a type at a time: two at once would both deactivate, then both insert. */
const lockType = (tx: Tx, type: SystemImageType) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`system_images:${type}`}))`);

const deactivateOthers = (tx: Tx, type: SystemImageType) =>
  tx
    .update(systemImages)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(systemImages.companyId, OWNER),
        eq(systemImages.imageType, type),
        eq(systemImages.isActive, true),
      ),
    )
    .returning({ id: systemImages.id });

const audit = (
  tx: Tx,
  req: FastifyRequest,
  viewer: Viewer,
  action: AuditAction,
  id: string,
  details: Record<string, unknown>,
) =>
  writeAudit(tx, req, {
    action,
    companyId: OWNER,
    actorId: viewer.userId,
    actorEmail: viewer.email,
    targetType: 'system_image',
    targetId: id,
    details,
  });

async function findRow(tx: Tx, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(systemImages)
    .where(and(eq(systemImages.companyId, OWNER), eq(systemImages.id, id)))
    .limit(1);
  if (!row) throw notFound('Image');
  return row;
}

/** Every system image, newest first (spec section 7). */
export function listSystemImages(services: Services): Promise<{ items: SystemImage[] }> {
  return withTenant(services.database, OWNER, async (tx) => {
    const rows = await tx
      .select()
      .from(systemImages)
      .where(eq(systemImages.companyId, OWNER))
      .orderBy(desc(systemImages.createdAt), desc(systemImages.id));
    return { items: rows.map(toImage) };
  });
}

/** A new image becomes the active one of its type: the others are deactivated first (spec section 4). */
export async function uploadSystemImage(
  services: Services,
  store: FileStore,
  viewer: Viewer,
  query: UploadSystemImageQuery,
  body: unknown,
  req: FastifyRequest,
): Promise<SystemImage> {
  const image = await preparedImage(body, query.imageType);
  return withTenant(services.database, OWNER, async (tx) => {
    await lockType(tx, query.imageType);
    const filePath = storagePath(query.imageType, image.contentType);
    const fileName = filePath.split('/').at(-1) ?? filePath;
    const file = await store.put(tx, OWNER, {
      ownerId: null,
      purpose: SYSTEM_IMAGE_PURPOSE,
      contentType: image.contentType,
      bytes: image.bytes,
      fileName,
    });
    const deactivated = await deactivateOthers(tx, query.imageType);
    const [row] = await tx
      .insert(systemImages)
      .values({
        companyId: OWNER,
        imageType: query.imageType,
        name: query.name,
        description: query.description ?? '',
        isActive: true,
        fileId: file.id,
        fileName,
        filePath,
        fileUrl: systemAssetUrl(filePath),
        fileType: image.contentType,
        fileSize: file.byteSize,
        width: image.width,
        height: image.height,
        createdBy: viewer.userId,
      })
      .returning();
    if (!row) throw new Error('system image insert returned no row');
    await audit(tx, req, viewer, 'system_image.uploaded', row.id, {
      imageType: row.imageType,
      name: row.name,
      fileSize: row.fileSize,
      width: row.width,
      height: row.height,
      deactivated: deactivated.map((d) => d.id),
    });
    return toImage(row);
  });
}

/** A new picture for the same record: the old stored file is removed once the record points at the new one. */
export async function replaceSystemImage(
  services: Services,
  store: FileStore,
  viewer: Viewer,
  id: string,
  body: unknown,
  req: FastifyRequest,
): Promise<SystemImage> {
  const type = await withTenant(services.database, OWNER, async (tx) => (await findRow(tx, id)).imageType);
  const image = await preparedImage(body, type);
  return withTenant(services.database, OWNER, async (tx) => {
    const current = await findRow(tx, id);
    const filePath = storagePath(current.imageType, image.contentType);
    const fileName = filePath.split('/').at(-1) ?? filePath;
    const file = await store.put(tx, OWNER, {
      ownerId: null,
      purpose: SYSTEM_IMAGE_PURPOSE,
      contentType: image.contentType,
      bytes: image.bytes,
      fileName,
    });
    const [row] = await tx
      .update(systemImages)
      .set({
        fileId: file.id,
        fileName,
        filePath,
        fileUrl: systemAssetUrl(filePath),
        fileType: image.contentType,
        fileSize: file.byteSize,
        width: image.width,
        height: image.height,
        updatedAt: sql`now()`,
      })
      .where(and(eq(systemImages.companyId, OWNER), eq(systemImages.id, id)))
      .returning();
    if (!row) throw notFound('Image');
    await store.delete(tx, OWNER, current.fileId);
    await audit(tx, req, viewer, 'system_image.replaced', id, {
      before: { filePath: current.filePath, fileSize: current.fileSize },
      after: { filePath: row.filePath, fileSize: row.fileSize },
    });
    return toImage(row);
  });
}

/** Rename, describe, activate (the others of the type are deactivated first) or deactivate. */
export async function updateSystemImage(
  services: Services,
  viewer: Viewer,
  id: string,
  input: UpdateSystemImageInput,
  req: FastifyRequest,
): Promise<SystemImage> {
  return withTenant(services.database, OWNER, async (tx) => {
    const current = await findRow(tx, id);
    if (input.isActive && !current.isActive) await lockType(tx, current.imageType);
    const changes: Partial<Pick<Row, 'name' | 'description' | 'isActive'>> = {};
    const before: Record<string, unknown> = {};
    for (const key of ['name', 'description', 'isActive'] as const) {
      const value = input[key];
      if (value === undefined || value === current[key]) continue;
      Object.assign(changes, { [key]: value });
      before[key] = current[key];
    }
    if (Object.keys(changes).length === 0) return toImage(current);
    const deactivated = changes.isActive ? await deactivateOthers(tx, current.imageType) : [];
    const [row] = await tx
      .update(systemImages)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(systemImages.companyId, OWNER), eq(systemImages.id, id)))
      .returning();
    if (!row) throw notFound('Image');
    await audit(tx, req, viewer, 'system_image.updated', id, {
      fields: Object.keys(changes),
      before,
      after: changes,
      ...(deactivated.length ? { deactivated: deactivated.map((d) => d.id) } : {}),
    });
    return toImage(row);
  });
}

/** Removes the record and its file; with the active logo gone, the site shows the initials again. */
export async function deleteSystemImage(
  services: Services,
  store: FileStore,
  viewer: Viewer,
  id: string,
  req: FastifyRequest,
): Promise<{ items: SystemImage[] }> {
  await withTenant(services.database, OWNER, async (tx) => {
    const current = await findRow(tx, id);
    await tx.delete(systemImages).where(and(eq(systemImages.companyId, OWNER), eq(systemImages.id, id)));
    await store.delete(tx, OWNER, current.fileId);
    await audit(tx, req, viewer, 'system_image.deleted', id, {
      imageType: current.imageType,
      name: current.name,
      wasActive: current.isActive,
      filePath: current.filePath,
    });
  });
  return listSystemImages(services);
}

/** The system owner's active image of each type (spec section 7's lookup: file_url and description). */
export function activeSiteImages(services: Services, type?: SystemImageType): Promise<SiteImages> {
  return withTenant(services.database, OWNER, async (tx) => {
    const rows = await tx
      .select()
      .from(systemImages)
      .where(
        and(
          eq(systemImages.companyId, OWNER),
          eq(systemImages.isActive, true),
          type ? eq(systemImages.imageType, type) : undefined,
        ),
      )
      .orderBy(systemImages.imageType);
    return {
      items: rows.map((row) => ({
        imageType: row.imageType,
        fileUrl: row.fileUrl,
        description: row.description,
        dimensions: { width: row.width, height: row.height },
      })),
    };
  });
}

/** The file of a system image, by its public path; null for any path no image has. */
export function findSystemAsset(
  services: Services,
  store: FileStore,
  companyId: string,
  type: SystemImageType,
  fileName: string,
): Promise<StoredFile | null> {
  if (companyId !== OWNER) return Promise.resolve(null);
  return withTenant(services.database, OWNER, async (tx) => {
    const [row] = await tx
      .select({ fileId: systemImages.fileId })
      .from(systemImages)
      .where(
        and(eq(systemImages.companyId, OWNER), eq(systemImages.filePath, `${OWNER}/${type}/${fileName}`)),
      )
      .limit(1);
    return row ? store.get(tx, OWNER, row.fileId) : null;
  });
}
