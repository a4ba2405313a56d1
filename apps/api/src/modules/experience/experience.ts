import {
  type CertificationInput,
  certificationStatus,
  type EmploymentInput,
  EXPERIENCE_MESSAGES,
  type ExperienceView,
} from '@competencyhub/domain/schemas/experience';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../db/client.ts';
import { certifications, competencies, employmentHistory, storedFiles } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { EVIDENCE_PURPOSE } from '../assessments/ratings.ts';

/**
 * Experience (issue 8): each person keeps their own employment history and qualifications; another
 * person's item answers 404, as another company's does. A certificate file is an evidence upload of
 * the person (POST /assessments/evidence), so it is served only to those who may see their evidence.
 */

const today = () => new Date().toISOString().slice(0, 10);
const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: { [field]: [message] } });

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
  const competencyIds = [...new Set(certs.flatMap(({ cert }) => cert.competencyIds))];
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
  const day = today();
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
      competencies: cert.competencyIds.flatMap((id) => {
        const name = names.get(id);
        return name ? [{ id, name }] : [];
      }),
    })),
  };
}

export function myExperience(services: Services, viewer: Viewer) {
  return withTenant(services.database, viewer.tenantId, (tx) =>
    experienceOf(tx, viewer.tenantId, viewer.userId),
  );
}

export function addEmployment(services: Services, viewer: Viewer, input: EmploymentInput) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    await tx
      .insert(employmentHistory)
      .values({ companyId: viewer.tenantId, personId: viewer.userId, ...input });
    return experienceOf(tx, viewer.tenantId, viewer.userId);
  });
}

export function updateEmployment(services: Services, viewer: Viewer, id: string, input: EmploymentInput) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const rows = await tx
      .update(employmentHistory)
      .set({ ...input, updatedAt: sql`now()` })
      .where(
        and(
          eq(employmentHistory.companyId, viewer.tenantId),
          eq(employmentHistory.personId, viewer.userId),
          eq(employmentHistory.id, id),
        ),
      )
      .returning({ id: employmentHistory.id });
    if (rows.length === 0) throw notFound('Employment');
    return experienceOf(tx, viewer.tenantId, viewer.userId);
  });
}

export function deleteEmployment(services: Services, viewer: Viewer, id: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const rows = await tx
      .delete(employmentHistory)
      .where(
        and(
          eq(employmentHistory.companyId, viewer.tenantId),
          eq(employmentHistory.personId, viewer.userId),
          eq(employmentHistory.id, id),
        ),
      )
      .returning({ id: employmentHistory.id });
    if (rows.length === 0) throw notFound('Employment');
    return experienceOf(tx, viewer.tenantId, viewer.userId);
  });
}

/** The file must be the person's own evidence upload; the competencies must be the company's. */
async function checkCertification(tx: Tx, viewer: Viewer, input: CertificationInput) {
  if (input.fileId) {
    const [file] = await tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.companyId, viewer.tenantId),
          eq(storedFiles.id, input.fileId),
          eq(storedFiles.ownerId, viewer.userId),
          eq(storedFiles.purpose, EVIDENCE_PURPOSE),
        ),
      );
    if (!file) throw refuse('fileId', EXPERIENCE_MESSAGES.unknownFile);
  }
  if (input.competencyIds.length > 0) {
    const found = await tx
      .select({ id: competencies.id })
      .from(competencies)
      .where(and(eq(competencies.companyId, viewer.tenantId), inArray(competencies.id, input.competencyIds)));
    if (found.length !== new Set(input.competencyIds).size) {
      throw refuse('competencyIds', EXPERIENCE_MESSAGES.unknownCompetency);
    }
  }
}

export function addCertification(services: Services, viewer: Viewer, input: CertificationInput) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    await checkCertification(tx, viewer, input);
    await tx.insert(certifications).values({
      companyId: viewer.tenantId,
      personId: viewer.userId,
      ...input,
      competencyIds: [...new Set(input.competencyIds)],
    });
    return experienceOf(tx, viewer.tenantId, viewer.userId);
  });
}

export function updateCertification(
  services: Services,
  viewer: Viewer,
  id: string,
  input: CertificationInput,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    await checkCertification(tx, viewer, input);
    const [before] = await tx
      .select({ expiresOn: certifications.expiresOn })
      .from(certifications)
      .where(
        and(
          eq(certifications.companyId, viewer.tenantId),
          eq(certifications.personId, viewer.userId),
          eq(certifications.id, id),
        ),
      );
    if (!before) throw notFound('Certification');
    await tx
      .update(certifications)
      .set({
        ...input,
        competencyIds: [...new Set(input.competencyIds)],
        // A renewed certificate (a new expiry date) will be reminded about again.
        ...(before.expiresOn !== input.expiresOn ? { expiryReminderSentAt: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(certifications.companyId, viewer.tenantId),
          eq(certifications.personId, viewer.userId),
          eq(certifications.id, id),
        ),
      );
    return experienceOf(tx, viewer.tenantId, viewer.userId);
  });
}

export function deleteCertification(services: Services, viewer: Viewer, id: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const rows = await tx
      .delete(certifications)
      .where(
        and(
          eq(certifications.companyId, viewer.tenantId),
          eq(certifications.personId, viewer.userId),
          eq(certifications.id, id),
        ),
      )
      .returning({ id: certifications.id });
    if (rows.length === 0) throw notFound('Certification');
    return experienceOf(tx, viewer.tenantId, viewer.userId);
  });
}
