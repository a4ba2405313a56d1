import { sql } from 'drizzle-orm';
import { syncHelpArticles } from '../modules/assistant/help-content.ts';
import type { Database } from './client.ts';
import init from './migrations/0001-init.ts';
import profileDetails from './migrations/0002-profile-details.ts';
import publicSite from './migrations/0003-public-site.ts';
import storedFiles from './migrations/0004-stored-files.ts';
import lineManagerSameCompany from './migrations/0005-line-manager-same-company.ts';
import accountSecurity from './migrations/0006-account-security.ts';
import auditLogRandomIds from './migrations/0007-audit-log-random-ids.ts';
import forcedRowLevelSecurity from './migrations/0008-forced-row-level-security.ts';
import competencyFrameworks from './migrations/0009-competency-frameworks.ts';
import jobProfiles from './migrations/0010-job-profiles.ts';
import assessments from './migrations/0011-assessments.ts';
import experience from './migrations/0012-experience.ts';
import assessmentDeadlines from './migrations/0013-assessment-deadlines.ts';
import ratingsBySource from './migrations/0014-ratings-by-source.ts';
import careerPathsAndPlans from './migrations/0015-career-paths-and-plans.ts';
import developmentPlans from './migrations/0016-development-plans.ts';
import crossFunctionalTeams from './migrations/0017-cross-functional-teams.ts';
import teamIndirectReports from './migrations/0018-team-indirect-reports.ts';
import companyBranding from './migrations/0019-company-branding.ts';
import systemThemes from './migrations/0020-system-themes.ts';
import systemImages from './migrations/0021-system-images.ts';
import subscriptions from './migrations/0022-subscriptions.ts';
import internalAi from './migrations/0023-internal-ai.ts';
import cardPayments from './migrations/0024-card-payments.ts';
import faqFeedback from './migrations/0025-faq-feedback.ts';
import assistant from './migrations/0026-assistant.ts';
import knowledgeBase from './migrations/0027-knowledge-base.ts';
import raterApproval from './migrations/0028-rater-approval.ts';
import organisation from './migrations/0029-organisation.ts';
import tenantPolicyOncePerStatement from './migrations/0030-tenant-policy-once-per-statement.ts';
import jobAssignments from './migrations/0031-job-assignments.ts';
import unitTwins from './migrations/0032-unit-twins.ts';
import cyclesByUnit from './migrations/0033-cycles-by-unit.ts';
import hotPathIndexes from './migrations/0034-hot-path-indexes.ts';
import scheduledUnitMoves from './migrations/0035-scheduled-unit-moves.ts';
import storedLevels from './migrations/0036-stored-levels.ts';
import levelDryRuns from './migrations/0037-level-dry-runs.ts';
import requirementVersions from './migrations/0038-requirement-versions.ts';
import jobArchitecture from './migrations/0039-job-architecture.ts';
import levelDryRunFailed from './migrations/0040-level-dry-run-failed.ts';
import hrisImports from './migrations/0041-hris-imports.ts';
import raterPseudonyms from './migrations/0042-rater-pseudonyms.ts';
import certificationCompetencies from './migrations/0043-certification-competencies.ts';
import storedFits from './migrations/0044-stored-fits.ts';
import jobProfileHolderIndexes from './migrations/0045-job-profile-holder-indexes.ts';
import fitsInTheConsistencyCheck from './migrations/0046-fits-in-the-consistency-check.ts';
import profilesByName from './migrations/0047-profiles-by-name.ts';
import jobProfileFitTotals from './migrations/0048-job-profile-fit-totals.ts';
import evidenceRecords from './migrations/0049-evidence.ts';
import fitTotalsInTheConsistencyCheck from './migrations/0050-fit-totals-in-the-consistency-check.ts';
import certificationsAsEvidence from './migrations/0051-certifications-as-evidence.ts';
import certificatesInLevelValidity from './migrations/0052-certificates-in-level-validity.ts';
import evidenceOnTheCompanyDay from './migrations/0053-evidence-on-the-company-day.ts';
import companyStorageAndOperations from './migrations/0054-company-storage-and-operations.ts';
import companySecurityPolicy from './migrations/0055-company-security-policy.ts';
import tooltips from './migrations/0056-tooltips.ts';
import securityEventsAndHeartbeats from './migrations/0057-security-events-and-heartbeats.ts';
import roleRequests from './migrations/0058-role-requests.ts';
import sessionActivity from './migrations/0059-session-activity.ts';
import twoFactor from './migrations/0060-two-factor.ts';
import storageChecks from './migrations/0061-storage-checks.ts';
import peopleSearchTrigrams from './migrations/0062-people-search-trigrams.ts';
import jobRequestIds from './migrations/0063-job-request-ids.ts';
import outboxClaims from './migrations/0064-outbox-claims.ts';

/** Ordered; never edit one that has shipped, add the next. */
export const MIGRATIONS: ReadonlyArray<{ name: string; script: string }> = [
  { name: '0001-init', script: init },
  { name: '0002-profile-details', script: profileDetails },
  { name: '0003-public-site', script: publicSite },
  { name: '0004-stored-files', script: storedFiles },
  { name: '0005-line-manager-same-company', script: lineManagerSameCompany },
  { name: '0006-account-security', script: accountSecurity },
  { name: '0007-audit-log-random-ids', script: auditLogRandomIds },
  { name: '0008-forced-row-level-security', script: forcedRowLevelSecurity },
  { name: '0009-competency-frameworks', script: competencyFrameworks },
  { name: '0010-job-profiles', script: jobProfiles },
  { name: '0011-assessments', script: assessments },
  { name: '0012-experience', script: experience },
  { name: '0013-assessment-deadlines', script: assessmentDeadlines },
  { name: '0014-ratings-by-source', script: ratingsBySource },
  { name: '0015-career-paths-and-plans', script: careerPathsAndPlans },
  { name: '0016-development-plans', script: developmentPlans },
  { name: '0017-cross-functional-teams', script: crossFunctionalTeams },
  { name: '0018-team-indirect-reports', script: teamIndirectReports },
  { name: '0019-company-branding', script: companyBranding },
  { name: '0020-system-themes', script: systemThemes },
  { name: '0021-system-images', script: systemImages },
  { name: '0022-subscriptions', script: subscriptions },
  { name: '0023-internal-ai', script: internalAi },
  { name: '0024-card-payments', script: cardPayments },
  { name: '0025-faq-feedback', script: faqFeedback },
  { name: '0026-assistant', script: assistant },
  { name: '0027-knowledge-base', script: knowledgeBase },
  { name: '0028-rater-approval', script: raterApproval },
  { name: '0029-organisation', script: organisation },
  { name: '0030-tenant-policy-once-per-statement', script: tenantPolicyOncePerStatement },
  { name: '0031-job-assignments', script: jobAssignments },
  { name: '0032-unit-twins', script: unitTwins },
  { name: '0033-cycles-by-unit', script: cyclesByUnit },
  { name: '0034-hot-path-indexes', script: hotPathIndexes },
  { name: '0035-scheduled-unit-moves', script: scheduledUnitMoves },
  { name: '0036-stored-levels', script: storedLevels },
  { name: '0037-level-dry-runs', script: levelDryRuns },
  { name: '0038-requirement-versions', script: requirementVersions },
  { name: '0039-job-architecture', script: jobArchitecture },
  { name: '0040-level-dry-run-failed', script: levelDryRunFailed },
  { name: '0041-hris-imports', script: hrisImports },
  { name: '0042-rater-pseudonyms', script: raterPseudonyms },
  { name: '0043-certification-competencies', script: certificationCompetencies },
  { name: '0044-stored-fits', script: storedFits },
  { name: '0045-job-profile-holder-indexes', script: jobProfileHolderIndexes },
  { name: '0046-fits-in-the-consistency-check', script: fitsInTheConsistencyCheck },
  { name: '0047-profiles-by-name', script: profilesByName },
  { name: '0048-job-profile-fit-totals', script: jobProfileFitTotals },
  { name: '0049-evidence', script: evidenceRecords },
  { name: '0050-fit-totals-in-the-consistency-check', script: fitTotalsInTheConsistencyCheck },
  { name: '0051-certifications-as-evidence', script: certificationsAsEvidence },
  { name: '0052-certificates-in-level-validity', script: certificatesInLevelValidity },
  { name: '0053-evidence-on-the-company-day', script: evidenceOnTheCompanyDay },
  { name: '0054-company-storage-and-operations', script: companyStorageAndOperations },
  { name: '0055-company-security-policy', script: companySecurityPolicy },
  { name: '0056-tooltips', script: tooltips },
  { name: '0057-security-events-and-heartbeats', script: securityEventsAndHeartbeats },
  { name: '0058-role-requests', script: roleRequests },
  { name: '0059-session-activity', script: sessionActivity },
  { name: '0060-two-factor', script: twoFactor },
  { name: '0061-storage-checks', script: storageChecks },
  { name: '0062-people-search-trigrams', script: peopleSearchTrigrams },
  { name: '0063-job-request-ids', script: jobRequestIds },
  { name: '0064-outbox-claims', script: outboxClaims },
];

const MIGRATION_LOCK = 727274;

/**
 * Applies every migration not yet applied, each in its own transaction. A transaction-level
 * advisory lock serialises processes that start together; the loser of such a race finds the
 * migration applied when it re-reads the table.
 */
export async function migrate(database: Database): Promise<string[]> {
  // Under the lock too: two processes starting together on an empty database both ran CREATE TABLE IF NOT
  // EXISTS at once, and the second failed on pg_type's unique index (found by scripts/faults/pg-restart.mjs,
  // decision 0080). IF NOT EXISTS is no guard against a concurrent create.
  await database.execScript(
    `BEGIN;\nSELECT pg_advisory_xact_lock(${MIGRATION_LOCK});\nCREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());\nCOMMIT;`,
  );
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    if ((await appliedNames(database)).has(m.name)) continue;
    const escaped = m.name.replaceAll("'", "''");
    try {
      await database.execScript(
        `BEGIN;\nSELECT pg_advisory_xact_lock(${MIGRATION_LOCK});\nINSERT INTO schema_migrations (name) VALUES ('${escaped}');\n${m.script}\nCOMMIT;`,
      );
    } catch (error) {
      await database.execScript('ROLLBACK').catch(() => undefined);
      if ((await appliedNames(database)).has(m.name)) continue;
      throw error;
    }
    applied.push(m.name);
  }
  // Product content kept in the code, written after the tables it needs exist.
  await syncHelpArticles(database);
  return applied;
}

async function appliedNames(database: Database): Promise<Set<string>> {
  const rows = rowsOf<{ name: string }>(await database.db.execute(sql`select name from schema_migrations`));
  return new Set(rows.map((r) => r.name));
}

/** node-postgres and PGlite both answer { rows }; normalise anyway. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
