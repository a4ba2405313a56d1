import { writeHrisTemplate } from '@competencyhub/domain/hris-template';
import type { HrisImport, HrisImportCounts, HrisImportList } from '@competencyhub/domain/schemas/hris-import';
import { HRIS_IMPORT_MESSAGES } from '@competencyhub/domain/schemas/hris-import-messages';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { hrisImports } from '../../db/schema/organisation.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { attachment } from '../../http/attachment.ts';
import { decodeCursor, encodeCursor } from '../../http/cursor.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { CSV_TYPE } from '../../http/spreadsheet-file.ts';
import type { Viewer } from '../../http/viewer.ts';
import { currentRequestId } from '../../ops/request-context.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import type { UploadedBody } from '../files/upload-body.ts';
import { companyToday } from './company-day.ts';
import { HRIS_IMPORT_JOB } from './hris-apply.ts';
import { planImport } from './hris-plan.ts';
import { readHrisFile } from './hris-read.ts';
import { readSnapshot, type Snapshot } from './hris-snapshot.ts';

/**
 * Uploading an HRIS file, its preview and the request to apply it (manage_organisation; decision
 * 0056). The upload is read and checked whole against the company as it is, and kept with what it
 * would change: nothing else is written. Only a file without a single problem can be applied, by the
 * `organisation.hris_import` job (hris-apply.ts), which checks it again before its first write.
 */

type Row = typeof hrisImports.$inferSelect;

const NO_COUNTS = { create: 0, change: 0, unchanged: 0 };

export const toHrisImport = (row: Row): HrisImport => ({
  id: row.id,
  status: row.status,
  fileName: row.fileName,
  createdAt: row.createdAt.toISOString(),
  totalRows: row.totalRows,
  totalPeople: row.totalPeople,
  donePeople: row.donePeople,
  // Imports previewed before cost centres and secondary assignments were in the layout count neither.
  counts: {
    cost_centre: NO_COUNTS,
    secondary: { ...NO_COUNTS, notFound: 0 },
    ...(row.counts as Omit<HrisImportCounts, 'cost_centre' | 'secondary'>),
  },
  issues: row.issues,
  issueCount: row.issueCount,
  notices: row.notices,
  noticeCount: row.noticeCount,
  failure: row.failure,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const EMPTY_SNAPSHOT: Snapshot = {
  units: [],
  locations: [],
  positions: [],
  jobProfiles: new Map(),
  people: [],
  secondaries: [],
};

export async function previewHrisImport(
  services: Services,
  viewer: Viewer,
  body: UploadedBody,
  fileName: string | undefined,
): Promise<HrisImport> {
  const companyId = viewer.tenantId;
  const text = decodeUtf8(body.bytes);
  const file =
    text === null
      ? {
          units: [],
          costCentres: [],
          locations: [],
          positions: [],
          people: [],
          secondaries: [],
          issues: [{ row: null, column: null, problem: 'not_utf8' as const }],
          issueCount: 1,
          rowCount: 0,
        }
      : await readHrisFile(text);
  // A file refused whole (its header, its length) is not checked against the company.
  const refusedWhole = file.issueCount > 0 && file.rowCount === 0;
  const snapshot = refusedWhole
    ? EMPTY_SNAPSHOT
    : await readSnapshot(services.database, companyId, { secondaries: file.secondaries.length > 0 });
  const today = await withTenant(services.database, companyId, (tx) => companyToday(tx, companyId));
  const plan = await planImport(file, snapshot, today);
  return withTenant(services.database, companyId, async (tx) => {
    const [row] = await tx
      .insert(hrisImports)
      .values({
        companyId,
        status: 'previewed',
        fileName: (fileName ?? '').slice(0, 200),
        // A refused file is not kept: only one that may be applied is read again.
        file: plan.issueCount === 0 ? (text ?? '') : '',
        totalRows: file.rowCount,
        totalPeople: plan.people.length,
        counts: plan.counts,
        issues: plan.issues,
        issueCount: plan.issueCount,
        notices: plan.notices,
        noticeCount: plan.noticeCount,
        createdBy: viewer.userId,
      })
      .returning();
    if (!row) throw new Error('hris import insert failed');
    return toHrisImport(row);
  });
}

function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function readHrisImport(services: Services, viewer: Viewer, importId: string): Promise<HrisImport> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(hrisImports)
      .where(and(eq(hrisImports.companyId, viewer.tenantId), eq(hrisImports.id, importId)));
    if (!row) throw notFound('Import');
    return toHrisImport(row);
  });
}

/**
 * The company's imports, newest first, a page at a time (`hris_imports_latest`): what each was, who
 * uploaded it and how it ended. The files themselves stay out of the list.
 */
export function listHrisImports(
  services: Services,
  viewer: Viewer,
  query: { limit: number; cursor?: string | undefined },
): Promise<HrisImportList> {
  const companyId = viewer.tenantId;
  const after = decodeCursor(query.cursor);
  return withTenant(services.database, companyId, async (tx) => {
    const rows = await tx
      .select({
        id: hrisImports.id,
        status: hrisImports.status,
        fileName: hrisImports.fileName,
        createdAt: hrisImports.createdAt,
        createdByName: profiles.fullName,
        totalRows: hrisImports.totalRows,
        totalPeople: hrisImports.totalPeople,
        donePeople: hrisImports.donePeople,
        issueCount: hrisImports.issueCount,
        finishedAt: hrisImports.finishedAt,
        us: sql<string>`(extract(epoch from ${hrisImports.createdAt}) * 1000000)::bigint::text`,
      })
      .from(hrisImports)
      .leftJoin(
        profiles,
        and(eq(profiles.companyId, hrisImports.companyId), eq(profiles.id, hrisImports.createdBy)),
      )
      .where(
        and(
          eq(hrisImports.companyId, companyId),
          after
            ? sql`(${hrisImports.createdAt}, ${hrisImports.id}) < (timestamptz 'epoch' + ${after.us}::bigint * interval '1 microsecond', ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(hrisImports.createdAt), desc(hrisImports.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(({ us: _us, createdAt, finishedAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        finishedAt: finishedAt?.toISOString() ?? null,
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ us: last.us, id: last.id }) : null,
    };
  });
}

/** Queues the job that applies a previewed file without problems; one import of a company at a time. */
export function applyHrisImport(
  services: Services,
  viewer: Viewer,
  importId: string,
  req: FastifyRequest,
): Promise<HrisImport> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const [row] = await tx
      .select()
      .from(hrisImports)
      .where(and(eq(hrisImports.companyId, companyId), eq(hrisImports.id, importId)))
      .for('update');
    if (!row) throw notFound('Import');
    if (row.status !== 'previewed' || row.issueCount > 0)
      throw new AppError('CONFLICT', HRIS_IMPORT_MESSAGES.notApplicable);
    const [busy] = await tx
      .select({ id: hrisImports.id })
      .from(hrisImports)
      .where(and(eq(hrisImports.companyId, companyId), inArray(hrisImports.status, ['queued', 'running'])))
      .limit(1);
    if (busy) throw new AppError('CONFLICT', HRIS_IMPORT_MESSAGES.running);
    const [queued] = await tx
      .update(hrisImports)
      .set({ status: 'queued' })
      .where(and(eq(hrisImports.companyId, companyId), eq(hrisImports.id, importId)))
      .returning();
    // The import's own id makes the key: it cannot exist yet (and the app role may only insert).
    await tx.execute(sql`
      insert into jobs (kind, payload, dedupe_key, request_id)
      values (${HRIS_IMPORT_JOB}, ${JSON.stringify({ companyId, importId })}::jsonb, ${`${HRIS_IMPORT_JOB}:${importId}`},
              ${currentRequestId()})`);
    await writeAudit(tx, req, {
      action: 'hris_import.applied',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'hris_import',
      targetId: importId,
      details: { fileName: row.fileName, rows: row.totalRows, counts: row.counts },
    });
    if (!queued) throw notFound('Import');
    return toHrisImport(queued);
  });
}

/** The template to fill in: the layout's header and an example of each kind of record. */
export function sendHrisTemplate(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-type', `${CSV_TYPE}; charset=utf-8`)
    .header('content-disposition', attachment('hris-import-template.csv'))
    .header('cache-control', 'no-store')
    .send(writeHrisTemplate());
}
