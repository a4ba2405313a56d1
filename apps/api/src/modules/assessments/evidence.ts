import { ASSESSMENT_MESSAGES, EVIDENCE_CONTENT_TYPES } from '@competencyhub/domain/schemas/assessments';
import { fileTypeFromBuffer } from 'file-type';
import { withTenant } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { fileStore } from '../files/routes.ts';
import { UploadedBody } from '../files/upload-body.ts';
import { EVIDENCE_PURPOSE } from './ratings.ts';

/**
 * Evidence files (issue 8): a certificate, a report, a screenshot, up to 5 MB. The type is decided
 * from the bytes, never from the name or the declared type alone; a text file must be UTF-8 without
 * control characters. Files are stored as uploaded (a PDF cannot be re-encoded like a photo) and so
 * are only ever served as downloads, with nosniff and a sandbox (files/routes.ts).
 */

/** 30 files of up to 5 MB an hour, per person. */
const EVIDENCE_UPLOADS_PER_HOUR = { max: 30, windowSeconds: 3600 };

const ALLOWED: ReadonlySet<string> = new Set(EVIDENCE_CONTENT_TYPES);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const BINARY_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

async function sniff(body: UploadedBody): Promise<string> {
  const detected = await fileTypeFromBuffer(body.bytes);
  if (detected && ALLOWED.has(detected.mime)) return detected.mime;
  // Plain text has no signature: accepted when it is UTF-8 without control characters.
  if (!detected) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes);
      if (!BINARY_CONTROLS.test(text)) return 'text/plain';
    } catch {
      // Not UTF-8: refused below.
    }
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', ASSESSMENT_MESSAGES.evidenceUnsupported);
}

/** A file name safe to show and to send back in Content-Disposition: one line, no path, ≤ 255. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const cleaned = base.replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069"]/g, '').trim();
  return (cleaned || 'evidence').slice(0, 255);
}

export async function uploadEvidence(
  services: Services,
  viewer: Viewer,
  body: unknown,
  fileName: string | undefined,
) {
  if (!(body instanceof UploadedBody) || body.bytes.byteLength === 0) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ASSESSMENT_MESSAGES.evidenceUnsupported);
  }
  // Unattached uploads are swept after a day; this bounds what one person can store meanwhile.
  await services.rateLimiter.hit(`evidence-upload:${viewer.userId}`, EVIDENCE_UPLOADS_PER_HOUR);
  const contentType = await sniff(body);
  const name = cleanFileName(fileName);
  const file = await withTenant(services.database, viewer.tenantId, (tx) =>
    fileStore.put(tx, viewer.tenantId, {
      ownerId: viewer.userId,
      purpose: EVIDENCE_PURPOSE,
      contentType,
      bytes: body.bytes,
      fileName: name,
    }),
  );
  return { id: file.id, name, byteSize: file.byteSize };
}
