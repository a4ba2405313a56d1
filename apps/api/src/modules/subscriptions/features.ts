import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { PLAN_DEFINITIONS, type PlanFeature } from '@competencyhub/domain/plans';
import { isSystemLevel } from '@competencyhub/domain/roles';
import { PLAN_LACKS_FEATURE, SUBSCRIPTION_MESSAGES } from '@competencyhub/domain/schemas/subscription';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';

/**
 * The routes behind a feature the landing page sells with some plans only (`PLAN_DEFINITIONS`): a
 * company on a plan without it is refused by the server (403 `PLAN_LACKS_FEATURE`), whatever the
 * screen shows. Reading what exists stays open (a starter company still sees the job profiles the
 * starter library gave it); making and editing custom ones, the team skill matrix and the audit log
 * need the feature.
 */
export const ROUTE_FEATURES: Readonly<Record<string, PlanFeature>> = {
  'GET /api/v1/teams/:teamId/matrix': 'team_analytics',
  'GET /api/v1/teams/:teamId/matrix.csv': 'team_analytics',
  'GET /api/v1/teams/:teamId/matrix.xlsx': 'team_analytics',
  'POST /api/v1/job-profiles': 'custom_role_profiles',
  'PATCH /api/v1/job-profiles/:jobProfileId': 'custom_role_profiles',
  'PUT /api/v1/job-profiles/:jobProfileId/next-steps': 'custom_role_profiles',
  'POST /api/v1/job-architecture/families': 'custom_role_profiles',
  'PATCH /api/v1/job-architecture/families/:familyId': 'custom_role_profiles',
  'POST /api/v1/job-architecture/grades': 'custom_role_profiles',
  'PATCH /api/v1/job-architecture/grades/:gradeId': 'custom_role_profiles',
  'PUT /api/v1/job-architecture/ladder': 'custom_role_profiles',
  'GET /api/v1/audit-log': 'audit_trails',
};

/**
 * Features platform staff (system admins and the system owner) use in a company they manage whatever
 * its plan: the audit log, so they can review what they did there. The company's own people still
 * need the plan for it.
 */
export const PLATFORM_STAFF_FEATURES: ReadonlySet<PlanFeature> = new Set(['audit_trails']);

/**
 * Refuses when the company the viewer acts on has a plan without the feature; the system owner
 * company has every feature.
 */
export async function assertFeature(
  db: Db,
  viewer: Pick<Viewer, 'role' | 'tenantId'>,
  feature: PlanFeature,
): Promise<void> {
  const companyId = viewer.tenantId;
  if (companyId === SYSTEM_OWNER_COMPANY_ID) return;
  if (isSystemLevel(viewer.role) && PLATFORM_STAFF_FEATURES.has(feature)) return;
  const [row] = await planOf(db, { companyId });
  // A company without a row yet starts the trial, which shows the professional product.
  const plan = row?.plan ?? 'free_trial';
  if (!PLAN_DEFINITIONS[plan].features.includes(feature)) {
    throw new AppError(PLAN_LACKS_FEATURE, SUBSCRIPTION_MESSAGES.planLacksFeature, { params: { feature } });
  }
}

/** Read on every call of a route behind a feature (the team matrix among them): built once. */
const planOf = reusableQuery((db) =>
  db
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, sql.placeholder('companyId')))
    .limit(1),
);
