import type { LevelRules } from '@competencyhub/domain/current-level';
import type { CompetencySettings, CompetencySettingsInput } from '@competencyhub/domain/schemas/assessments';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { companyCompetencySettings } from '../../db/schema.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { loadLevelRules } from '../competencies/levels.ts';

/**
 * How a company turns ratings into a current level (issue 8): the order or weights of the sources,
 * and how many peer answers make an average (never fewer than 3). One row per company; a company
 * without one has the table's column defaults (competencies/levels.ts loadLevelRules reads them).
 */

/** Whether a line manager's team includes their indirect reports (off: direct reports only). */
export async function teamsIncludeIndirectReports(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ on: companyCompetencySettings.teamsIncludeIndirectReports })
    .from(companyCompetencySettings)
    .where(eq(companyCompetencySettings.companyId, companyId))
    .limit(1);
  return row?.on ?? false;
}

const toSettings = (rules: LevelRules, indirect: boolean): CompetencySettings => ({
  teamsIncludeIndirectReports: indirect,
  minPeerRaters: rules.minPeers,
  policy:
    rules.policy.mode === 'first_available'
      ? { mode: 'first_available', order: [...rules.policy.order] }
      : { mode: 'weighted', weights: { ...rules.policy.weights } },
});

export function getCompetencySettings(services: Services, viewer: Viewer) {
  return withTenant(services.database, viewer.tenantId, async (tx) =>
    toSettings(
      await loadLevelRules(tx, viewer.tenantId),
      await teamsIncludeIndirectReports(tx, viewer.tenantId),
    ),
  );
}

export function updateCompetencySettings(
  services: Services,
  viewer: Viewer,
  input: CompetencySettingsInput,
  req: FastifyRequest,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const before = toSettings(
      await loadLevelRules(tx, viewer.tenantId),
      await teamsIncludeIndirectReports(tx, viewer.tenantId),
    );
    await tx
      .insert(companyCompetencySettings)
      .values({
        companyId: viewer.tenantId,
        minPeerRaters: input.minPeerRaters,
        sourcePolicy: input.policy,
        teamsIncludeIndirectReports: input.teamsIncludeIndirectReports,
        updatedBy: viewer.userId,
      })
      .onConflictDoUpdate({
        target: companyCompetencySettings.companyId,
        set: {
          minPeerRaters: input.minPeerRaters,
          sourcePolicy: input.policy,
          teamsIncludeIndirectReports: input.teamsIncludeIndirectReports,
          updatedBy: viewer.userId,
          updatedAt: sql`now()`,
        },
      });
    await writeAudit(tx, req, {
      action: 'competency_settings.updated',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'company',
      targetId: viewer.tenantId,
      details: { before, after: input },
    });
    return toSettings(await loadLevelRules(tx, viewer.tenantId), input.teamsIncludeIndirectReports);
  });
}
