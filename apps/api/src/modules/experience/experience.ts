import {
  certificationStatus,
  type EmploymentInput,
  type ExperienceView,
} from '@competencyhub/domain/schemas/experience';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../db/client.ts';
import { competencies } from '../../db/schema/competencies.ts';
import { certifications, employmentHistory } from '../../db/schema/experience.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { companyToday } from '../organisation/company-day.ts';
import { competenciesOfCertifications } from './certification-competencies.ts';

/**
 * Experience (issue 8): each person keeps their own employment history and qualifications; another
 * person's item answers 404, as another company's does. It is about the person, so it lives in the
 * company their profile belongs to, whichever company a system-level user is managing.
 */

/** The person whose experience it is: always the viewer, in their own company. */
export interface Self {
  companyId: string;
  personId: string;
}
export const selfOf = (viewer: Viewer): Self => ({ companyId: viewer.companyId, personId: viewer.userId });

/** Runs `fn` in the viewer's own company and answers their whole experience after it. */
export function onOwnExperience(
  services: Services,
  viewer: Viewer,
  fn: (tx: Tx, self: Self) => Promise<void>,
): Promise<ExperienceView> {
  const self = selfOf(viewer);
  return withTenant(services.database, self.companyId, async (tx) => {
    await fn(tx, self);
    return experienceOf(tx, self.companyId, self.personId);
  });
}

export async function experienceOf(tx: Tx, companyId: string, personId: string): Promise<ExperienceView> {
  const jobs = await tx
    .select()
    .from(employmentHistory)
    .where(and(eq(employmentHistory.companyId, companyId), eq(employmentHistory.personId, personId)))
    .orderBy(desc(employmentHistory.startOn));
  const certs = await tx
    .select({ cert: certifications, fileName: storedFiles.fileName })
    .from(certifications)
    .leftJoin(
      storedFiles,
      and(eq(storedFiles.companyId, certifications.companyId), eq(storedFiles.id, certifications.fileId)),
    )
    .where(and(eq(certifications.companyId, companyId), eq(certifications.personId, personId)))
    .orderBy(sql`${certifications.expiresOn} asc nulls last`, asc(certifications.name));
  const shows = await competenciesOfCertifications(
    tx,
    companyId,
    certs.map(({ cert }) => cert.id),
  );
  const competencyIds = [...new Set([...shows.values()].flat())];
  const names =
    competencyIds.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await tx
              .select({ id: competencies.id, name: competencies.name })
              .from(competencies)
              .where(and(eq(competencies.companyId, companyId), inArray(competencies.id, competencyIds)))
          ).map((row) => [row.id, row.name]),
        );
  // Expired or expiring judged on the company's own day (decision 0052).
  const day = await companyToday(tx, companyId);
  return {
    employment: jobs.map((job) => ({
      id: job.id,
      employer: job.employer,
      title: job.title,
      startOn: job.startOn,
      endOn: job.endOn,
      description: job.description,
    })),
    certifications: certs.map(({ cert, fileName }) => ({
      id: cert.id,
      name: cert.name,
      issuer: cert.issuer,
      credentialId: cert.credentialId,
      issuedOn: cert.issuedOn,
      expiresOn: cert.expiresOn,
      status: certificationStatus(cert.expiresOn, day),
      file: cert.fileId ? { id: cert.fileId, name: fileName ?? 'certificate' } : null,
      competencies: (shows.get(cert.id) ?? []).flatMap((id) => {
        const name = names.get(id);
        return name ? [{ id, name }] : [];
      }),
    })),
  };
}

export function myExperience(services: Services, viewer: Viewer) {
  const self = selfOf(viewer);
  return withTenant(services.database, self.companyId, (tx) =>
    experienceOf(tx, self.companyId, self.personId),
  );
}

const ownJob = (self: Self, id: string) =>
  and(
    eq(employmentHistory.companyId, self.companyId),
    eq(employmentHistory.personId, self.personId),
    eq(employmentHistory.id, id),
  );

export function addEmployment(services: Services, viewer: Viewer, input: EmploymentInput) {
  return onOwnExperience(services, viewer, async (tx, self) => {
    await tx.insert(employmentHistory).values({ ...self, ...input });
  });
}

export function updateEmployment(services: Services, viewer: Viewer, id: string, input: EmploymentInput) {
  return onOwnExperience(services, viewer, async (tx, self) => {
    const rows = await tx
      .update(employmentHistory)
      .set({ ...input, updatedAt: sql`now()` })
      .where(ownJob(self, id))
      .returning({ id: employmentHistory.id });
    if (rows.length === 0) throw notFound('Employment');
  });
}

export function deleteEmployment(services: Services, viewer: Viewer, id: string) {
  return onOwnExperience(services, viewer, async (tx, self) => {
    const rows = await tx
      .delete(employmentHistory)
      .where(ownJob(self, id))
      .returning({ id: employmentHistory.id });
    if (rows.length === 0) throw notFound('Employment');
  });
}
