import { hasPermission } from '@competencyhub/domain/permissions';
import type { JobArchitecture } from '@competencyhub/domain/schemas/job-architecture';
import { asc, eq, sql } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import { jobFamilies, jobGrades } from '../../db/schema/job-architecture.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { defaultCurrency, familyColumns, gradeColumns, toFamily, toGrade } from './architecture-rows.ts';

/**
 * The company's job families by name and its ladder from the lowest grade, archived ones included
 * (the page marks them): a company has tens of each, never thousands, so it is one answer.
 */
export function listJobArchitecture(services: Services, viewer: Viewer): Promise<JobArchitecture> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const families = await tx
      .select(familyColumns)
      .from(jobFamilies)
      .where(eq(jobFamilies.companyId, companyId))
      .orderBy(sql`lower(${jobFamilies.name})`, asc(jobFamilies.id));
    const grades = await tx
      .select(gradeColumns)
      .from(jobGrades)
      .where(eq(jobGrades.companyId, companyId))
      .orderBy(asc(jobGrades.rank));
    return {
      families: families.map(toFamily),
      grades: grades.map(toGrade),
      defaultCurrency: await defaultCurrency(tx, companyId),
      canEdit: hasPermission(viewer.role, 'manage_job_profiles'),
    };
  });
}
