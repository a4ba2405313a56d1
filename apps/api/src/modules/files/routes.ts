import { hasPermission } from '@competencyhub/domain/permissions';
import { EVIDENCE_CONTENT_TYPES } from '@competencyhub/domain/schemas/assessments';
import { AVATAR_CONTENT_TYPES, FileIdParams } from '@competencyhub/domain/schemas/my-profile';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { notFound } from '../../http/errors.ts';
import { binaryResponse } from '../../http/response.ts';
import { routes } from '../../http/route.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { DatabaseFileStore, type FileStore, type StoredFile } from './file-store.ts';

/** The default store; modules that write files use the same one. */
export const fileStore: FileStore = new DatabaseFileStore();

/** What a stored file is served as: profile photos (re-encoded images) and evidence files (downloads). */
const STORED_FILE = binaryResponse({
  contentTypes: [...new Set([...AVATAR_CONTENT_TYPES, ...EVIDENCE_CONTENT_TYPES])],
  description:
    'The stored file, with an ETag; If-None-Match with that ETag answers 304. Evidence files are sent as attachments.',
  conditional: true,
});

/**
 * Evidence is not for every colleague: whoever uploaded it, those who manage competencies, and, for a
 * file that is a piece of evidence (of a rating), a certificate or a completed development action's
 * proof, the person it is about and their line manager. A file attached to nothing (yet) is its
 * uploader's alone.
 */
async function maySeeEvidence(tx: Tx, viewer: Viewer, file: StoredFile): Promise<boolean> {
  if (file.ownerId === viewer.userId || hasPermission(viewer.role, 'manage_competencies')) return true;
  const rows = rowsOf<{ ok: number }>(
    await tx.execute(sql`
      select 1 as ok from (
        select e.person_id from evidence e
        where e.company_id = ${file.companyId} and e.file_id = ${file.id}
        union all
        select c.person_id from certifications c
        where c.company_id = ${file.companyId} and c.file_id = ${file.id}
        union all
        select a.profile_id from development_actions a
        where a.company_id = ${file.companyId} and a.evidence_file_id = ${file.id}
      ) about
      join profiles p on p.company_id = ${file.companyId} and p.id = about.person_id
      where p.id = ${viewer.userId} or p.line_manager_id = ${viewer.userId}
      limit 1`),
  );
  return rows.length > 0;
}

const EVIDENCE_PURPOSE = 'evidence';

/** A photo's id never gets new contents (a new photo is a new file), so browsers may keep it. */
const IMMUTABLE = 'private, max-age=31536000, immutable';
/** Evidence: who may open it can change (a new manager, a file detached), so ask every time (ETag). */
const REVALIDATE = 'private, no-cache';

/**
 * The companies whose files the caller may open: the one they act on and their own (a system
 * admin managing a customer still sees their own photo in the header).
 */
async function findVisibleFile(services: Services, viewer: Viewer, id: string): Promise<StoredFile | null> {
  for (const companyId of new Set([viewer.tenantId, viewer.companyId])) {
    const file = await withTenant(services.database, companyId, async (tx) => {
      const found = await fileStore.get(tx, companyId, id);
      if (found?.purpose === EVIDENCE_PURPOSE && !(await maySeeEvidence(tx, viewer, found))) return null;
      return found;
    });
    if (file) return file;
  }
  return null;
}

/** Photos show inline; evidence downloads under its own name (RFC 6266, with an ASCII fallback). */
function disposition(file: StoredFile): string {
  if (file.purpose !== EVIDENCE_PURPOSE) return 'inline';
  const name = file.fileName ?? 'evidence';
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'evidence';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/**
 * GET /api/v1/files/:fileId: any active member of the file's company. Profile photos are what is
 * stored today and every colleague may see them; a purpose with a narrower audience must add its
 * own check here. Another company's file answers 404, like a missing one.
 */
export function fileRoutes(app: FastifyInstance, services: Services) {
  void app.register(async (scope) => {
    // Runs after the app-wide hook that marks every API answer no-store.
    scope.addHook('onSend', async (_req, reply) => {
      if (reply.statusCode === 200 || reply.statusCode === 304) {
        const evidence = String(reply.getHeader('content-disposition') ?? '').startsWith('attachment');
        reply.header('cache-control', evidence ? REVALIDATE : IMMUTABLE);
      }
    });
    const r = routes(scope, services);
    r.get(
      '/api/v1/files/:fileId',
      'member',
      { params: FileIdParams, response: STORED_FILE },
      async ({ params, viewer, req, reply }) => {
        const file = await findVisibleFile(services, viewer, params.fileId);
        if (!file) throw notFound('File');
        const etag = `"${file.sha256}"`;
        reply
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', disposition(file));
        // Evidence is not re-encoded: never let a browser run anything in it.
        if (file.purpose === EVIDENCE_PURPOSE)
          reply.header('content-security-policy', "sandbox; default-src 'none'");
        if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type(file.contentType).header('content-length', file.byteSize).send(file.bytes);
      },
    );
  });
}
