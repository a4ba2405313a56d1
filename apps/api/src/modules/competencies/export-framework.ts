import { frameworkTable } from '@competencyhub/domain/framework-csv-rows';
import type { SheetTable } from '@competencyhub/domain/spreadsheet-cell';
import type { FastifyReply } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type SpreadsheetFormat, sendSpreadsheet } from '../../http/spreadsheet-file.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { findFramework, listCategoryRows, listCompetencyRows, listScaleVersions } from './framework-repo.ts';

/**
 * A framework as a file (issue 8; .xlsx since issue 22): every competency, archived ones too, by
 * category then name, in the column layout of docs/csv-layout.md. The CSV imports back unchanged.
 */
async function frameworkExport(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
): Promise<{ name: string; table: SheetTable }> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const framework = await findFramework(tx, viewer.tenantId, frameworkId);
    if (!framework) throw notFound('Framework');
    const versions = await listScaleVersions(tx, viewer.tenantId, frameworkId);
    const categories = await listCategoryRows(tx, viewer.tenantId, frameworkId);
    const rows = await listCompetencyRows(tx, viewer.tenantId, frameworkId);
    const levelCount = versions.find((v) => v.version === framework.scaleVersion)?.levels.length ?? 0;
    const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
    const position = new Map(categories.map((category) => [category.id, category.position]));
    const sorted = [...rows].sort(
      (a, b) =>
        (position.get(a.categoryId) ?? 0) - (position.get(b.categoryId) ?? 0) || a.name.localeCompare(b.name),
    );
    return {
      name: framework.name,
      table: frameworkTable(
        levelCount,
        sorted.map((row) => ({
          category: categoryNames.get(row.categoryId) ?? '',
          name: row.name,
          type: row.type,
          description: row.description,
          tags: row.tags,
          levelDescriptions: Array.from({ length: levelCount }, (_, i) => row.levelDescriptions[i] ?? ''),
        })),
      ),
    };
  });
}

/** Sends the framework as `<name>.csv` or `<name>.xlsx`. */
export async function exportFramework(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  format: SpreadsheetFormat,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { name, table } = await frameworkExport(services, viewer, frameworkId);
  return sendSpreadsheet(reply, table, format, name, 'framework');
}
