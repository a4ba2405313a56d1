import {
  AVATAR_ERRORS,
  type AvatarContentType,
  isAvatarContentType,
} from '@competencyhub/domain/schemas/my-profile';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../http/errors.ts';
import { UploadedBody } from './upload-body.ts';

/**
 * What the bytes of an uploaded image really are, whatever the request claims: a renamed file or
 * a script dressed up as an image (an HTML page named logo.png) is refused before anything is
 * stored. PNG, JPEG and WebP only: SVG can carry script, so it is never taken.
 */
export async function sniffedImage(
  body: unknown,
): Promise<{ bytes: Buffer; contentType: AvatarContentType }> {
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
  return { bytes: body.bytes, contentType: sniffed.mime };
}

export interface ImageLimits {
  /** The decoder refuses an image over this many pixels before decoding it. */
  maxPixels: number;
  /** Refused when wider or taller than this (a logo), with this message. */
  maxSide?: { pixels: number; message: string };
  /** Scaled down to fit this square (a profile photo); never scaled up. */
  fitWithin?: number;
  /** The message of a refusal for too many pixels. */
  tooManyPixels: string;
}

/**
 * Draws an uploaded picture again instead of keeping the file as sent: what is stored is only
 * pixels. Camera metadata (EXIF, GPS position, serial numbers), comments and anything appended
 * after the image data are left behind; the picture is turned upright by its EXIF orientation
 * first, since that tag goes too. PNG stays PNG (logos and logo-like pictures keep their
 * transparency); JPEG and WebP become WebP. Used for profile photos, company logos and system images.
 */
export async function reencodeImage(
  bytes: Buffer,
  contentType: AvatarContentType,
  limits: ImageLimits,
): Promise<{ bytes: Buffer; contentType: AvatarContentType; width: number; height: number }> {
  const refuseSize = (message: string) =>
    new AppError('PAYLOAD_TOO_LARGE', message, { errors: { file: [message] } });
  let image: Sharp;
  try {
    image = sharp(bytes, {
      // A 2 MB file can declare 100,000 x 100,000 pixels; the header is read before any decoding.
      limitInputPixels: limits.maxPixels,
      // Cut-off or damaged data is refused; harmless oddities (bytes after the end) are not.
      failOn: 'truncated',
      animated: false,
    });
    const { width = 0, height = 0 } = await image.metadata();
    if (limits.maxSide && (width > limits.maxSide.pixels || height > limits.maxSide.pixels)) {
      throw refuseSize(limits.maxSide.message);
    }
    image = image.rotate();
    if (limits.fitWithin) {
      image = image.resize({
        width: limits.fitWithin,
        height: limits.fitWithin,
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    const encoded =
      contentType === 'image/png'
        ? await image.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : await image.webp({ quality: 85 }).toBuffer({ resolveWithObject: true });
    return {
      bytes: encoded.data,
      contentType: contentType === 'image/png' ? 'image/png' : 'image/webp',
      width: encoded.info.width,
      height: encoded.info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw refuseSize(limits.tooManyPixels);
    throw new AppError('VALIDATION_FAILED', AVATAR_ERRORS.unreadable, {
      errors: { file: [AVATAR_ERRORS.unreadable] },
    });
  }
}
