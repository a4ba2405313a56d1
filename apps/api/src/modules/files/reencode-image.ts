import {
  AVATAR_ERRORS,
  AVATAR_MAX_MEGAPIXELS,
  AVATAR_MAX_SIDE,
  type AvatarContentType,
} from '@competencyhub/domain/schemas/my-profile';
import sharp from 'sharp';
import { AppError } from '../../http/errors.ts';

/**
 * Draws the uploaded photo again instead of keeping the file as sent: what is stored is only
 * pixels. Camera metadata (EXIF, GPS position, serial numbers), comments and anything appended
 * after the image data are left behind; the picture is turned upright by its EXIF orientation
 * first, since that tag goes too. PNG stays PNG (it may be a logo-like picture with transparency);
 * JPEG and WebP become WebP.
 */
export async function reencodeAvatar(
  bytes: Buffer,
  contentType: AvatarContentType,
): Promise<{ bytes: Buffer; contentType: AvatarContentType }> {
  try {
    const image = sharp(bytes, {
      // A 2 MB file can declare 100,000 x 100,000 pixels; the header is read before any decoding.
      limitInputPixels: AVATAR_MAX_MEGAPIXELS * 1_000_000,
      // Cut-off or damaged data is refused; harmless oddities (bytes after the end) are not.
      failOn: 'truncated',
      animated: false,
    })
      .rotate()
      .resize({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (contentType === 'image/png') {
      return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), contentType: 'image/png' };
    }
    return { bytes: await image.webp({ quality: 85 }).toBuffer(), contentType: 'image/webp' };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_ERRORS.tooManyPixels, {
        errors: { file: [AVATAR_ERRORS.tooManyPixels] },
      });
    }
    throw new AppError('VALIDATION_FAILED', AVATAR_ERRORS.unreadable, {
      errors: { file: [AVATAR_ERRORS.unreadable] },
    });
  }
}
