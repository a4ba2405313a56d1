import {
  type CsvCompetencyRow,
  checkFrameworkCsv,
  csvHeaderTooWide,
  csvIssueMessage,
  parseCsvRecords,
  tooWide,
} from '@competencyhub/domain/framework-csv';
import { type CsvCompetencyValues, csvRowChange } from '@competencyhub/domain/framework-csv-rows';
import {
  CSV_IMPORT_MESSAGES,
  type CsvImportResult,
  FRAMEWORK_MESSAGES,
} from '@competencyhub/domain/schemas/competencies';
import type { FaqLocale } from '@competencyhub/domain/schemas/public-site';
import { starterLibraryFor } from '@competencyhub/domain/starter-library/index';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { competencies, competencyCategories, competencyFrameworks } from '../../db/schema/competencies.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import type { UploadedBody } from '../files/upload-body.ts';
import {
  competencyTypes,
  findFramework,
  listCategoryRows,
  listCompetencyRows,
  listScaleVersions,
} from './framework-repo.ts';
import { frameworkDetail, insertFramework } from './frameworks.ts';

/**
 * Bringing competencies in and out of a framework (issue 8): the bundled starter library, imported in
 * one click as a new framework the company then owns, and CSV import with the column layout of
 * packages/domain/src/framework-csv.ts (the export is export-framework.ts). An import is all or
 * nothing: one transaction, and no row is written when any row is invalid.
 */

const INSERT_CHUNK = 500;

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** The first of "Name", "Name (2)", "Name (3)"… the company does not use yet. */
async function freeFrameworkName(tx: Tx, companyId: string, name: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ name: competencyFrameworks.name })
        .from(competencyFrameworks)
        .where(eq(competencyFrameworks.companyId, companyId))
    ).map((row) => row.name.toLocaleLowerCase()),
  );
  if (!taken.has(name.toLocaleLowerCase())) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name} (${n})`;
    if (!taken.has(candidate.toLocaleLowerCase())) return candidate;
  }
}

/**
 * Imports the starter library as a new framework in one of the five languages: its name, categories,
 * competencies and the names of its scale's levels (decision 0046: the language of the person importing).
 */
export function importStarterLibrary(
  services: Services,
  viewer: Viewer,
  locale: FaqLocale,
  req: FastifyRequest,
) {
  const library = starterLibraryFor(locale);
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    // One import at a time per company, so two clicks cannot both take the same free name.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`framework-import:${viewer.tenantId}`}))`);
    const name = await freeFrameworkName(tx, viewer.tenantId, library.frameworkName);
    const frameworkId = await insertFramework(
      tx,
      viewer,
      { name, description: library.frameworkDescription },
      library.levelNames,
    );
    const categoryRows = await tx
      .insert(competencyCategories)
      .values(
        library.categories.map((category, position) => ({
          companyId: viewer.tenantId,
          frameworkId,
          name: category.name,
          description: category.description,
          position,
        })),
      )
      .returning({ id: competencyCategories.id, name: competencyCategories.name });
    const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));
    const competencyRows = library.categories.flatMap((category) =>
      category.competencies.map((competency) => ({
        companyId: viewer.tenantId,
        frameworkId,
        categoryId: categoryIds.get(category.name) ?? '',
        name: competency.name,
        description: competency.description,
        type: competency.type,
        tags: [...competency.tags],
        levelDescriptions: [...competency.levels],
      })),
    );
    await insertInChunks(competencyRows, (chunk) => tx.insert(competencies).values(chunk));
    await writeAudit(tx, req, {
      action: 'competency_framework.imported',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'competency_framework',
      targetId: frameworkId,
      details: {
        name,
        source: 'starter_library',
        locale: library.locale,
        categories: library.categories.length,
        competencies: competencyRows.length,
      },
    });
    return frameworkDetail(tx, viewer.tenantId, frameworkId);
  });
}

export type CsvImportCounts = Omit<CsvImportResult, 'framework'>;

/**
 * Imports a CSV into a framework: categories are found by name (or created), competencies by name
 * (updated) or created. Only the columns the file has change an existing competency; one the file
 * leaves out keeps its value. Archived competencies the file names are updated and stay archived (the
 * preview says so on their rows). The file is checked whole with the same reader the browser previews
 * with; any problem refuses the import with every problem listed, and nothing is written.
 */
export function importFrameworkCsv(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  body: UploadedBody,
  req: FastifyRequest,
) {
  const text = decodeUtf8(body.bytes);
  // Split into records before the transaction: the database (one connection on PGlite) is not held
  // while a large file is read, and a header wider than any layout is never parsed at all.
  const records = csvHeaderTooWide(text) ? null : parseCsvRecords(text);
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const framework = await findFramework(tx, viewer.tenantId, frameworkId, true);
    if (!framework) throw notFound('Framework');
    if (framework.archivedAt) throw new AppError('RULE_BROKEN', FRAMEWORK_MESSAGES.archived);
    const versions = await listScaleVersions(tx, viewer.tenantId, frameworkId);
    const levelCount = versions.find((v) => v.version === framework.scaleVersion)?.levels.length ?? 0;
    const { rows, issues, columns } = records ? checkFrameworkCsv(records, levelCount) : tooWide();
    if (issues.length > 0) {
      const errors: Record<string, string[]> = {};
      for (const issue of issues) {
        const key =
          issue.row === null ? 'file' : `rows.${issue.row}${issue.column ? `.${issue.column}` : ''}`;
        // Pushed, not copied: a copy per problem made a file of many problems cost their square.
        const messages = errors[key] ?? [];
        messages.push(csvIssueMessage(issue));
        errors[key] = messages;
      }
      throw new AppError('VALIDATION_FAILED', CSV_IMPORT_MESSAGES.invalid, { errors });
    }
    const result = await writeRows(tx, viewer, framework.id, rows, columns);
    if (result.created + result.updated + result.categoriesCreated > 0) {
      await tx
        .update(competencyFrameworks)
        .set({ updatedAt: sql`now()` })
        .where(
          and(eq(competencyFrameworks.companyId, viewer.tenantId), eq(competencyFrameworks.id, framework.id)),
        );
    }
    await writeAudit(tx, req, {
      action: 'competency_framework.imported',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'competency_framework',
      targetId: framework.id,
      details: { name: framework.name, source: 'csv', rows: rows.length, columns, ...result },
    });
    return { ...result, framework: await frameworkDetail(tx, viewer.tenantId, framework.id) };
  });
}

function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('VALIDATION_FAILED', CSV_IMPORT_MESSAGES.notUtf8, {
      errors: { file: [CSV_IMPORT_MESSAGES.notUtf8] },
    });
  }
}

/** One statement per this many rows: a 5,000-row import is ten inserts or updates, not 5,000. */
const WRITE_CHUNK = 500;
const RECORD_COLUMNS = sql.raw(
  'id uuid, category_id uuid, name text, type text, description text, tags text[], level_descriptions text[]',
);

type WrittenRow = CsvCompetencyValues & { id?: string; categoryId: string };

const asRecord = (row: WrittenRow) => ({
  id: row.id ?? null,
  category_id: row.categoryId,
  name: row.name,
  type: row.type,
  description: row.description,
  tags: row.tags,
  level_descriptions: row.levelDescriptions,
});

async function writeRows(
  tx: Tx,
  viewer: Viewer,
  frameworkId: string,
  rows: readonly CsvCompetencyRow[],
  columns: readonly string[],
): Promise<CsvImportCounts> {
  const companyId = viewer.tenantId;
  const existingCategories = await listCategoryRows(tx, companyId, frameworkId);
  const categoryIds = new Map(existingCategories.map((row) => [row.name.toLocaleLowerCase(), row.id]));
  const categoryNames = new Map(existingCategories.map((row) => [row.id, row.name]));
  let position = existingCategories.reduce((max, row) => Math.max(max, row.position + 1), 0);
  const newCategories: string[] = [];
  for (const row of rows) {
    const key = row.category.toLocaleLowerCase();
    if (!categoryIds.has(key)) {
      categoryIds.set(key, '');
      newCategories.push(row.category);
    }
  }
  if (newCategories.length > 0) {
    const inserted = await tx
      .insert(competencyCategories)
      .values(newCategories.map((name) => ({ companyId, frameworkId, name, position: position++ })))
      .returning({ id: competencyCategories.id, name: competencyCategories.name });
    for (const row of inserted) categoryIds.set(row.name.toLocaleLowerCase(), row.id);
  }

  const existing = new Map(
    (await listCompetencyRows(tx, companyId, frameworkId)).map((row) => [row.name.toLocaleLowerCase(), row]),
  );
  const types = await competencyTypes(tx, companyId);
  const toCreate: WrittenRow[] = [];
  const toUpdate: WrittenRow[] = [];
  let unchanged = 0;
  let archivedUpdated = 0;
  for (const row of rows) {
    const current = existing.get(row.name.toLocaleLowerCase());
    const before: CsvCompetencyValues | null = current
      ? {
          category: categoryNames.get(current.categoryId) ?? '',
          name: current.name,
          type: current.type,
          description: current.description,
          tags: current.tags,
          levelDescriptions: current.levelDescriptions,
        }
      : null;
    const { values, change } = csvRowChange(row, columns, before, types);
    if (!types.includes(values.type)) types.push(values.type);
    const categoryId = categoryIds.get(row.category.toLocaleLowerCase()) ?? '';
    if (!current || change === 'create') {
      toCreate.push({ categoryId, ...values });
    } else if (change === 'unchanged') {
      unchanged++;
    } else {
      toUpdate.push({ id: current.id, categoryId, ...values });
      if (current.archivedAt) archivedUpdated++;
    }
  }
  // Rows travel as one JSON value per statement: PGlite encodes text[] parameters slowly, JSON fast.
  for (let start = 0; start < toCreate.length; start += WRITE_CHUNK) {
    const chunk = toCreate.slice(start, start + WRITE_CHUNK).map(asRecord);
    await tx.execute(sql`
      insert into competencies (company_id, framework_id, category_id, name, type, description, tags, level_descriptions)
      select ${companyId}, ${frameworkId}, v.category_id, v.name, v.type, v.description, v.tags, v.level_descriptions
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(${RECORD_COLUMNS})`);
  }
  for (let start = 0; start < toUpdate.length; start += WRITE_CHUNK) {
    const chunk = toUpdate.slice(start, start + WRITE_CHUNK).map(asRecord);
    await tx.execute(sql`
      update competencies c set
        category_id = v.category_id, name = v.name, type = v.type, description = v.description,
        tags = v.tags, level_descriptions = v.level_descriptions, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(${RECORD_COLUMNS})
      where c.company_id = ${companyId} and c.framework_id = ${frameworkId} and c.id = v.id`);
  }
  return {
    created: toCreate.length,
    updated: toUpdate.length,
    unchanged,
    archivedUpdated,
    categoriesCreated: newCategories.length,
  };
}
