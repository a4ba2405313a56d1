import { AVATAR_CONTENT_TYPES, FileIdParams } from '@competencyhub/domain/schemas/my-profile';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { binaryResponse } from '../../http/response.ts';
import { routes } from '../../http/route.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { DatabaseFileStore, type FileStore, type StoredFile } from './file-store.ts';

/** The default store; modules that write files use the same one. */
export const fileStore: FileStore = new DatabaseFileStore();

/** What a stored file is served as: today's files are profile photos, re-encoded to these types. */
const STORED_FILE = binaryResponse({
  contentTypes: AVATAR_CONTENT_TYPES,
  description: 'The stored image, with an ETag; If-None-Match with that ETag answers 304.',
  conditional: true,
});

/** A file's id never gets new contents (a new photo is a new file), so browsers may keep it. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * The companies whose files the caller may open: the one they act on and their own (a system
 * admin managing a customer still sees their own photo in the header).
 */
async function findVisibleFile(services: Services, viewer: Viewer, id: string): Promise<StoredFile | null> {
  for (const companyId of new Set([viewer.tenantId, viewer.companyId])) {
    const file = await withTenant(services.database, companyId, (tx) => fileStore.get(tx, companyId, id));
    if (file) return file;
  }
  return null;
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
      if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('cache-control', IMMUTABLE);
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
          .header('content-disposition', 'inline');
        if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type(file.contentType).header('content-length', file.byteSize).send(file.bytes);
      },
    );
  });
}
