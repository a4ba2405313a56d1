import {
  HrisImport,
  HrisImportList,
  HrisImportListQuery,
  HrisImportParams,
  HrisImportUploadQuery,
} from '@competencyhub/domain/schemas/hris-import';
import { HRIS_IMPORT_MESSAGES, HRIS_MAX_BYTES } from '@competencyhub/domain/schemas/hris-import-messages';
import type { FastifyInstance } from 'fastify';
import { binaryResponse } from '../../http/response.ts';
import { routes } from '../../http/route.ts';
import { CSV_TYPE } from '../../http/spreadsheet-file.ts';
import type { Services } from '../../services.ts';
import { acceptRawUploads, type UploadedBody } from '../files/upload-body.ts';
import {
  applyHrisImport,
  listHrisImports,
  previewHrisImport,
  readHrisImport,
  sendHrisTemplate,
} from './hris-imports.ts';

/** The HRIS import (issue 23, point 3; decision 0056): account holders and platform staff. */
export function hrisImportRoutes(app: FastifyInstance, services: Services) {
  const base = '/api/v1/organisation/hris-imports';
  const r = routes(app, services);
  r.get(
    `${base}/template.csv`,
    'manage_organisation',
    {
      response: binaryResponse({
        contentTypes: [CSV_TYPE],
        description:
          'The HRIS import’s CSV template: the layout’s header and an example of each kind of record',
        conditional: false,
      }),
    },
    async ({ reply }) => sendHrisTemplate(reply),
  );
  r.get(
    base,
    'manage_organisation',
    { query: HrisImportListQuery, response: HrisImportList },
    ({ viewer, query }) => listHrisImports(services, viewer, query),
  );
  r.get(
    `${base}/:importId`,
    'manage_organisation',
    { params: HrisImportParams, response: HrisImport },
    ({ viewer, params }) => readHrisImport(services, viewer, params.importId),
  );
  r.post(
    `${base}/:importId/apply`,
    'manage_organisation',
    { params: HrisImportParams, response: HrisImport },
    ({ viewer, params, req }) => applyHrisImport(services, viewer, params.importId, req),
  );
  // The file is the raw body (text/csv), up to HRIS_MAX_MB; every other route keeps the 1 MiB JSON limit.
  void app.register(async (scope) => {
    acceptRawUploads(scope, {
      contentTypes: ['text/csv'],
      maxBytes: HRIS_MAX_BYTES,
      messages: { tooLarge: HRIS_IMPORT_MESSAGES.tooLarge, unsupported: HRIS_IMPORT_MESSAGES.unsupported },
    });
    routes(scope, services).post(
      base,
      'manage_organisation',
      { query: HrisImportUploadQuery, response: HrisImport, status: 201 },
      ({ viewer, query, req }) =>
        previewHrisImport(services, viewer, req.body as UploadedBody, query.fileName),
    );
  });
}
