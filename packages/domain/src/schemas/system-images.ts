import { z } from 'zod';
import { Id, plainLine, Timestamp } from './common.ts';

/**
 * System images (issue 10; spec section 3, `system_images`): the platform's own logo, favicon and
 * system-owner picture, kept by system admins on /system-admin (Images tab). They belong to the
 * system owner company (the fixed all-zero id ending in 1); at most one image of each type is active,
 * and the active ones are what the whole site shows.
 */

export const SYSTEM_IMAGE_TYPES = ['logo', 'favicon', 'system_owner'] as const;
export type SystemImageType = (typeof SYSTEM_IMAGE_TYPES)[number];

/** Where the logo shows (spec section 3): each size is a height, the width follows the image. */
export const LOGO_DISPLAY_SIZES = ['sm', 'md', 'lg', 'footer', 'header', 'app-footer'] as const;
export type LogoDisplaySize = (typeof LOGO_DISPLAY_SIZES)[number];

export const SYSTEM_IMAGE_NAME_MAX = 80;
export const SYSTEM_IMAGE_DESCRIPTION_MAX = 300;
/** A favicon is drawn at 16-64 px; a larger upload is scaled down to this square. */
export const FAVICON_MAX_SIDE = 256;

export const SYSTEM_IMAGE_MESSAGES = {
  nameRequired: 'Give the image a name',
  nameTooLong: `An image name can be at most ${SYSTEM_IMAGE_NAME_MAX} characters`,
  descriptionTooLong: `A description can be at most ${SYSTEM_IMAGE_DESCRIPTION_MAX} characters`,
  type: 'Choose logo, favicon or system owner',
} as const;

export const SystemImage = z.object({
  id: Id,
  imageType: z.enum(SYSTEM_IMAGE_TYPES),
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  createdAt: Timestamp,
  fileName: z.string(),
  /** `{companyId}/{imageType}/{timestamp-random}.{ext}` in the system-images store (spec section 7). */
  filePath: z.string(),
  fileUrl: z.string(),
  fileType: z.enum(['image/png', 'image/webp']),
  fileSize: z.number().int(),
  dimensions: z.object({ width: z.number().int(), height: z.number().int() }),
});
export type SystemImage = z.infer<typeof SystemImage>;

export const SystemImageList = z.object({ items: z.array(SystemImage) });
export type SystemImageList = z.infer<typeof SystemImageList>;

const ImageName = plainLine(
  z
    .string()
    .trim()
    .min(1, { error: SYSTEM_IMAGE_MESSAGES.nameRequired })
    .max(SYSTEM_IMAGE_NAME_MAX, { error: SYSTEM_IMAGE_MESSAGES.nameTooLong }),
);
const ImageDescription = plainLine(
  z.string().trim().max(SYSTEM_IMAGE_DESCRIPTION_MAX, { error: SYSTEM_IMAGE_MESSAGES.descriptionTooLong }),
);

/**
 * POST /api/v1/system-images: the image is the raw body (PNG, JPEG or WebP, up to 2 MB); what it
 * is for travels in the query. A new image becomes the active one of its type.
 */
export const UploadSystemImageQuery = z
  .object({
    imageType: z.enum(SYSTEM_IMAGE_TYPES, { error: SYSTEM_IMAGE_MESSAGES.type }),
    name: ImageName,
    description: ImageDescription.optional(),
  })
  .strict();
export type UploadSystemImageQuery = z.infer<typeof UploadSystemImageQuery>;

/** PATCH /api/v1/system-images/:imageId: rename, describe, or make it (in)active. */
export const UpdateSystemImageInput = z
  .object({ name: ImageName, description: ImageDescription, isActive: z.boolean() })
  .partial()
  .strict();
export type UpdateSystemImageInput = z.infer<typeof UpdateSystemImageInput>;

export const SystemImageIdParams = z.object({ imageId: Id });

/**
 * GET /api/v1/system-assets/:ownerCompanyId/:imageType/:imageFileName (public: the site shows them
 * before sign-in), the image's file_path under the store's address.
 */
export const SystemAssetParams = z.object({
  ownerCompanyId: Id,
  imageType: z.enum(SYSTEM_IMAGE_TYPES),
  imageFileName: z.string().regex(/^\d{13}-[a-z0-9]{8}\.(png|webp)$/),
});

/** One active image as the site reads it (spec section 7: file_url and description). */
export const ActiveSystemImage = z.object({
  imageType: z.enum(SYSTEM_IMAGE_TYPES),
  fileUrl: z.string(),
  description: z.string(),
  dimensions: z.object({ width: z.number().int(), height: z.number().int() }),
});
export type ActiveSystemImage = z.infer<typeof ActiveSystemImage>;

/** GET /api/v1/site-images?imageType=: one type's active image (spec section 7's lookup), or every type's. */
export const SiteImagesQuery = z.object({ imageType: z.enum(SYSTEM_IMAGE_TYPES).optional() }).strict();

/** GET /api/v1/site-images (public): the system owner's active image of each type, in one answer. */
export const SiteImages = z.object({ items: z.array(ActiveSystemImage) });
export type SiteImages = z.infer<typeof SiteImages>;
