import { type CertificationInput, EXPERIENCE_MESSAGES } from '@competencyhub/domain/schemas/experience';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { competencies } from '../../db/schema/competencies.ts';
import { certifications } from '../../db/schema/experience.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { EVIDENCE_PURPOSE } from '../assessments/ratings.ts';
import { writeStoredLevels } from '../levels/stored-levels.ts';
import { competenciesOfCertifications, setCertificationCompetencies } from './certification-competencies.ts';
import { onOwnExperience, type Self } from './experience.ts';

/**
 * A person's qualifications and certifications. A certificate file is an evidence upload of the
 * person (POST /assessments/evidence), so it is served only to those who may see their evidence; it
 * goes with its certification (deleted, or replaced by another file) unless a rating uses it too.
 */

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: { [field]: [message] } });

const ownCertification = (self: Self, id: string) =>
  and(
    eq(certifications.companyId, self.companyId),
    eq(certifications.personId, self.personId),
    eq(certifications.id, id),
  );

/** The file must be the person's own evidence upload; the competencies must be their company's. */
async function checkCertification(tx: Tx, self: Self, input: CertificationInput) {
  if (input.fileId) {
    const [file] = await tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.companyId, self.companyId),
          eq(storedFiles.id, input.fileId),
          eq(storedFiles.ownerId, self.personId),
          eq(storedFiles.purpose, EVIDENCE_PURPOSE),
        ),
      );
    if (!file) throw refuse('fileId', EXPERIENCE_MESSAGES.unknownFile);
  }
  if (input.competencyIds.length > 0) {
    const found = await tx
      .select({ id: competencies.id })
      .from(competencies)
      .where(and(eq(competencies.companyId, self.companyId), inArray(competencies.id, input.competencyIds)));
    if (found.length !== new Set(input.competencyIds).size) {
      throw refuse('competencyIds', EXPERIENCE_MESSAGES.unknownCompetency);
    }
  }
}

/** Deletes a certificate file no longer attached to anything: no certification, no piece of evidence. */
async function dropUnusedFile(tx: Tx, self: Self, fileId: string | null) {
  if (!fileId) return;
  await tx.execute(sql`
    delete from stored_files f
    where f.company_id = ${self.companyId} and f.id = ${fileId}
      and f.owner_id = ${self.personId} and f.purpose = ${EVIDENCE_PURPOSE}
      and not exists (select 1 from certifications c where c.company_id = f.company_id and c.file_id = f.id)
      and not exists (select 1 from evidence e where e.company_id = f.company_id and e.file_id = f.id)`);
}

/**
 * A linked certification's expiry is how long the person's level in its competencies holds when that
 * is later than the re-assessment date (domain/level-confidence.ts): their stored levels are written
 * again, by the levels' one writer, whenever what a certification shows or its expiry changes.
 */
async function refreshLevels(tx: Tx, self: Self, competencyIds: readonly string[]) {
  if (competencyIds.length === 0) return;
  await writeStoredLevels(tx, self.companyId, { personIds: [self.personId], competencyIds }, 'evidence');
}

export function addCertification(services: Services, viewer: Viewer, input: CertificationInput) {
  return onOwnExperience(services, viewer, async (tx, self) => {
    await checkCertification(tx, self, input);
    const { competencyIds, ...fields } = input;
    const [made] = await tx
      .insert(certifications)
      .values({ ...self, ...fields })
      .returning({ id: certifications.id });
    if (made)
      await refreshLevels(
        tx,
        self,
        await setCertificationCompetencies(tx, self.companyId, made.id, competencyIds),
      );
  });
}

export function updateCertification(
  services: Services,
  viewer: Viewer,
  id: string,
  input: CertificationInput,
) {
  return onOwnExperience(services, viewer, async (tx, self) => {
    const [before] = await tx
      .select({ expiresOn: certifications.expiresOn, fileId: certifications.fileId })
      .from(certifications)
      .where(ownCertification(self, id))
      .for('update');
    if (!before) throw notFound('Certification');
    await checkCertification(tx, self, input);
    const { competencyIds, ...fields } = input;
    await tx
      .update(certifications)
      .set({
        ...fields,
        // A renewed certificate (a new expiry date) will be reminded about again.
        ...(before.expiresOn !== input.expiresOn ? { expiryReminderSentAt: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(ownCertification(self, id));
    await refreshLevels(tx, self, await setCertificationCompetencies(tx, self.companyId, id, competencyIds));
    if (before.fileId !== input.fileId) await dropUnusedFile(tx, self, before.fileId);
  });
}

export function deleteCertification(services: Services, viewer: Viewer, id: string) {
  return onOwnExperience(services, viewer, async (tx, self) => {
    const shown = (await competenciesOfCertifications(tx, self.companyId, [id])).get(id) ?? [];
    const [deleted] = await tx
      .delete(certifications)
      .where(ownCertification(self, id))
      .returning({ fileId: certifications.fileId });
    if (!deleted) throw notFound('Certification');
    await refreshLevels(tx, self, shown);
    await dropUnusedFile(tx, self, deleted.fileId);
  });
}
