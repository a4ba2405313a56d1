import {
  CategoryInput,
  CategoryParams,
  CategoryUpdateInput,
  CompetencyCreateInput,
  CompetencyParams,
  CompetencyUpdateInput,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MESSAGES,
  CsvImportResult,
  FrameworkDetail,
  FrameworkInput,
  FrameworkList,
  FrameworkParams,
  FrameworkUpdateInput,
  ListFrameworksQuery,
  ScaleChangeInput,
  StarterLibraryImportInput,
} from '@competencyhub/domain/schemas/competencies';
import {
  GenerateCompetencyInput,
  GeneratedCompetency,
} from '@competencyhub/domain/schemas/competency-generator';
import type { FastifyInstance } from 'fastify';
import { binaryResponse } from '../../http/response.ts';
import { routes } from '../../http/route.ts';
import { CSV_TYPE, XLSX_TYPE } from '../../http/spreadsheet-file.ts';
import type { Services } from '../../services.ts';
import { acceptRawUploads, type UploadedBody } from '../files/upload-body.ts';
import { changeScale } from './change-scale.ts';
import { exportFramework } from './export-framework.ts';
import { createCategory, deleteCategory, updateCategory } from './framework-categories.ts';
import {
  createCompetency,
  createFramework,
  getFramework,
  listFrameworks,
  setCompetencyArchived,
  setFrameworkArchived,
  updateCompetency,
  updateFramework,
} from './frameworks.ts';
import { generateCompetency } from './generator.ts';
import { importFrameworkCsv, importStarterLibrary } from './imports.ts';

/**
 * Competency frameworks (issue 8). Every member reads them (people rate themselves on them);
 * learning leads, account holders and platform staff change them (manage_competencies). Every
 * change answers the whole framework, so the editor redraws from one source.
 */
export function competencyRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const base = '/api/v1/competency-frameworks';

  r.get(base, 'member', { query: ListFrameworksQuery, response: FrameworkList }, ({ viewer, query }) =>
    listFrameworks(services, viewer, query.archived),
  );

  r.post(
    base,
    'manage_competencies',
    { body: FrameworkInput, response: FrameworkDetail, status: 201 },
    ({ viewer, body, req }) => createFramework(services, viewer, body, req),
  );

  r.post(
    `${base}/starter-library`,
    'manage_competencies',
    { body: StarterLibraryImportInput, response: FrameworkDetail, status: 201 },
    ({ viewer, body, req }) => importStarterLibrary(services, viewer, body.locale, req),
  );

  r.get(
    `${base}/:frameworkId/export.csv`,
    'member',
    {
      params: FrameworkParams,
      response: binaryResponse({
        contentTypes: [CSV_TYPE],
        description:
          'The framework as CSV (UTF-8 with BOM; cells that could start a formula are neutralised)',
        conditional: false,
      }),
    },
    ({ viewer, params, reply }) => exportFramework(services, viewer, params.frameworkId, 'csv', reply),
  );

  r.get(
    `${base}/:frameworkId/export.xlsx`,
    'member',
    {
      params: FrameworkParams,
      response: binaryResponse({
        contentTypes: [XLSX_TYPE],
        description: 'The framework as an .xlsx workbook (every cell typed as text: never a formula)',
        conditional: false,
      }),
    },
    ({ viewer, params, reply }) => exportFramework(services, viewer, params.frameworkId, 'xlsx', reply),
  );

  // A CSV file is the raw body (text/csv), up to 8 MB; every other route keeps the 1 MiB JSON limit.
  void app.register(async (scope) => {
    acceptRawUploads(scope, {
      // text/csv only: text/plain is a type a cross-site form can send, refused everywhere (origin-check.ts).
      contentTypes: ['text/csv'],
      maxBytes: CSV_IMPORT_MAX_BYTES,
      messages: { tooLarge: CSV_IMPORT_MESSAGES.tooLarge, unsupported: CSV_IMPORT_MESSAGES.unsupported },
    });
    routes(scope, services).post(
      `${base}/:frameworkId/import`,
      'manage_competencies',
      { params: FrameworkParams, response: CsvImportResult },
      ({ viewer, params, req }) =>
        importFrameworkCsv(services, viewer, params.frameworkId, req.body as UploadedBody, req),
    );
  });

  r.get(
    `${base}/:frameworkId`,
    'member',
    { params: FrameworkParams, response: FrameworkDetail },
    ({ viewer, params }) => getFramework(services, viewer, params.frameworkId),
  );

  r.patch(
    `${base}/:frameworkId`,
    'manage_competencies',
    { params: FrameworkParams, body: FrameworkUpdateInput, response: FrameworkDetail },
    ({ viewer, params, body, req }) => updateFramework(services, viewer, params.frameworkId, body, req),
  );

  r.post(
    `${base}/:frameworkId/archive`,
    'manage_competencies',
    { params: FrameworkParams, response: FrameworkDetail },
    ({ viewer, params, req }) => setFrameworkArchived(services, viewer, params.frameworkId, true, req),
  );

  r.post(
    `${base}/:frameworkId/restore`,
    'manage_competencies',
    { params: FrameworkParams, response: FrameworkDetail },
    ({ viewer, params, req }) => setFrameworkArchived(services, viewer, params.frameworkId, false, req),
  );

  r.put(
    `${base}/:frameworkId/scale`,
    'manage_competencies',
    { params: FrameworkParams, body: ScaleChangeInput, response: FrameworkDetail },
    ({ viewer, params, body, req }) => changeScale(services, viewer, params.frameworkId, body, req),
  );

  r.post(
    `${base}/:frameworkId/categories`,
    'manage_competencies',
    { params: FrameworkParams, body: CategoryInput, response: FrameworkDetail, status: 201 },
    ({ viewer, params, body, req }) => createCategory(services, viewer, params.frameworkId, body, req),
  );

  r.patch(
    `${base}/:frameworkId/categories/:categoryId`,
    'manage_competencies',
    { params: CategoryParams, body: CategoryUpdateInput, response: FrameworkDetail },
    ({ viewer, params, body, req }) =>
      updateCategory(services, viewer, params.frameworkId, params.categoryId, body, req),
  );

  r.delete(
    `${base}/:frameworkId/categories/:categoryId`,
    'manage_competencies',
    { params: CategoryParams, response: FrameworkDetail },
    ({ viewer, params, req }) => deleteCategory(services, viewer, params.frameworkId, params.categoryId, req),
  );

  r.post(
    `${base}/:frameworkId/competencies`,
    'manage_competencies',
    { params: FrameworkParams, body: CompetencyCreateInput, response: FrameworkDetail, status: 201 },
    ({ viewer, params, body, req }) => createCompetency(services, viewer, params.frameworkId, body, req),
  );

  // A proposal to edit before saving, never saved by itself (issue 12).
  r.post(
    `${base}/:frameworkId/competency-drafts`,
    'manage_competencies',
    { params: FrameworkParams, body: GenerateCompetencyInput, response: GeneratedCompetency },
    ({ viewer, params, body, req }) => generateCompetency(services, viewer, params.frameworkId, body, req),
  );

  r.patch(
    `${base}/:frameworkId/competencies/:competencyId`,
    'manage_competencies',
    { params: CompetencyParams, body: CompetencyUpdateInput, response: FrameworkDetail },
    ({ viewer, params, body, req }) =>
      updateCompetency(services, viewer, params.frameworkId, params.competencyId, body, req),
  );

  r.post(
    `${base}/:frameworkId/competencies/:competencyId/archive`,
    'manage_competencies',
    { params: CompetencyParams, response: FrameworkDetail },
    ({ viewer, params, req }) =>
      setCompetencyArchived(services, viewer, params.frameworkId, params.competencyId, true, req),
  );

  r.post(
    `${base}/:frameworkId/competencies/:competencyId/restore`,
    'manage_competencies',
    { params: CompetencyParams, response: FrameworkDetail },
    ({ viewer, params, req }) =>
      setCompetencyArchived(services, viewer, params.frameworkId, params.competencyId, false, req),
  );
}
