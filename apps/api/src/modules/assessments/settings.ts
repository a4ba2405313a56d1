import { type LevelRules, RATING_SOURCES } from '@competencyhub/domain/current-level';
import type { CompetencySettings, CompetencySettingsInput } from '@competencyhub/domain/schemas/level-rules';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { companyCompetencySettings } from '../../db/schema/assessments.ts';
import { levelRuleVersions } from '../../db/schema/levels.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { loadLevelRules } from '../competencies/levels.ts';
import { latestRecompute, requestRecompute } from '../levels/recompute.ts';

/**
 * How a company turns ratings into a current level (issue 8): the order or weights of the sources,
 * and how many peer answers make an average (never fewer than 3). One row per company; a company
 * without one has the table's column defaults (competencies/levels.ts loadLevelRules reads them).
 */

/** Whether a line manager's team includes their indirect reports (off: direct reports only). */
export async function teamsIncludeIndirectReports(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = await indirectReportsSetting(tx, { companyId });
  return row?.on ?? false;
}

/** Read by every team page and matrix: built once (db/reusable-query.ts). */
const indirectReportsSetting = reusableQuery((db) =>
  db
    .select({ on: companyCompetencySettings.teamsIncludeIndirectReports })
    .from(companyCompetencySettings)
    .where(eq(companyCompetencySettings.companyId, sql.placeholder('companyId')))
    .limit(1),
);

/** Two policies alike: same mode, and the same order or the same weights. */
function samePolicy(a: CompetencySettingsInput['policy'], b: CompetencySettingsInput['policy']): boolean {
  if (a.mode === 'first_available' && b.mode === 'first_available') return a.order.join() === b.order.join();
  if (a.mode === 'weighted' && b.mode === 'weighted') {
    return RATING_SOURCES.every((source) => a.weights[source] === b.weights[source]);
  }
  return false;
}

const toSettings = (rules: LevelRules, indirect: boolean): CompetencySettingsInput => ({
  teamsIncludeIndirectReports: indirect,
  minPeerRaters: rules.minPeers,
  policy:
    rules.policy.mode === 'first_available'
      ? { mode: 'first_available', order: [...rules.policy.order] }
      : { mode: 'weighted', weights: { ...rules.policy.weights } },
});

/** The settings as the API answers them: the rules, their version, and the latest recompute. */
async function settingsView(tx: Tx, companyId: string, indirect?: boolean): Promise<CompetencySettings> {
  const rules = await loadLevelRules(tx, companyId);
  const recompute = await latestRecompute(tx, companyId);
  return {
    ...toSettings(rules, indirect ?? (await teamsIncludeIndirectReports(tx, companyId))),
    rulesVersion: rules.version,
    recompute: recompute && {
      status: recompute.status,
      reason: recompute.reason,
      rulesVersion: recompute.rulesVersion,
      totalPeople: recompute.totalPeople,
      donePeople: recompute.donePeople,
      changedLevels: recompute.changedLevels,
      startedAt: recompute.startedAt?.toISOString() ?? null,
      finishedAt: recompute.finishedAt?.toISOString() ?? null,
    },
  };
}

/**
 * Recomputes every stored level again under the rules in force: what an administrator does after a
 * recompute stopped for good (the card offers it then). Audited.
 */
export function retryRecompute(services: Services, viewer: Viewer, req: FastifyRequest) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const rules = await loadLevelRules(tx, viewer.tenantId);
    await requestRecompute(tx, viewer.tenantId, 'manual', rules.version, viewer.userId);
    await writeAudit(tx, req, {
      action: 'stored_levels.recompute_requested',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'company',
      targetId: viewer.tenantId,
      details: { rulesVersion: rules.version },
    });
    return settingsView(tx, viewer.tenantId);
  });
}

export function getCompetencySettings(services: Services, viewer: Viewer) {
  return withTenant(services.database, viewer.tenantId, (tx) => settingsView(tx, viewer.tenantId));
}

export function updateCompetencySettings(
  services: Services,
  viewer: Viewer,
  input: CompetencySettingsInput,
  req: FastifyRequest,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const current = await loadLevelRules(tx, viewer.tenantId);
    const before = toSettings(current, await teamsIncludeIndirectReports(tx, viewer.tenantId));
    // A change of the level rules is a new version (the old kept) and a recompute of every level.
    const rulesChanged =
      before.minPeerRaters !== input.minPeerRaters || !samePolicy(before.policy, input.policy);
    const rulesVersion = rulesChanged ? current.version + 1 : current.version;
    await tx
      .insert(companyCompetencySettings)
      .values({
        companyId: viewer.tenantId,
        minPeerRaters: input.minPeerRaters,
        sourcePolicy: input.policy,
        teamsIncludeIndirectReports: input.teamsIncludeIndirectReports,
        rulesVersion,
        updatedBy: viewer.userId,
      })
      .onConflictDoUpdate({
        target: companyCompetencySettings.companyId,
        set: {
          minPeerRaters: input.minPeerRaters,
          sourcePolicy: input.policy,
          teamsIncludeIndirectReports: input.teamsIncludeIndirectReports,
          rulesVersion,
          updatedBy: viewer.userId,
          updatedAt: sql`now()`,
        },
      });
    if (rulesChanged) {
      // The rules being replaced are kept too (a company that never saved its own has none yet).
      await tx
        .insert(levelRuleVersions)
        .values({
          companyId: viewer.tenantId,
          version: current.version,
          sourcePolicy: before.policy,
          minPeerRaters: before.minPeerRaters,
        })
        .onConflictDoNothing();
      await tx.insert(levelRuleVersions).values({
        companyId: viewer.tenantId,
        version: rulesVersion,
        sourcePolicy: input.policy,
        minPeerRaters: input.minPeerRaters,
        createdBy: viewer.userId,
      });
      await requestRecompute(tx, viewer.tenantId, 'rules', rulesVersion, viewer.userId);
    }
    await writeAudit(tx, req, {
      action: 'competency_settings.updated',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'company',
      targetId: viewer.tenantId,
      details: { before, after: input },
    });
    return settingsView(tx, viewer.tenantId, input.teamsIncludeIndirectReports);
  });
}
