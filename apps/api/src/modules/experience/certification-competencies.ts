import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { certificationCompetencies } from '../../db/schema/experience.ts';

/** The competencies certifications show (migration 0043), read and written only here. */

/** Each certification's competency ids (a certification without any is absent). */
export async function competenciesOfCertifications(
  tx: Tx,
  companyId: string,
  certificationIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byCertification = new Map<string, string[]>();
  if (certificationIds.length === 0) return byCertification;
  const rows = await tx
    .select({
      certificationId: certificationCompetencies.certificationId,
      competencyId: certificationCompetencies.competencyId,
    })
    .from(certificationCompetencies)
    .where(
      and(
        eq(certificationCompetencies.companyId, companyId),
        inArray(certificationCompetencies.certificationId, [...certificationIds]),
      ),
    );
  for (const row of rows) {
    const list = byCertification.get(row.certificationId) ?? [];
    list.push(row.competencyId);
    byCertification.set(row.certificationId, list);
  }
  return byCertification;
}

/**
 * Sets what a certification shows: the given competencies (checked to be the company's) and no others.
 * Links that stay are kept, so their pieces of evidence keep the day they were added (migration 0051:
 * a new link's piece is written by a trigger; a removed link's piece leaves with it). Returns every
 * competency the certification showed before or shows now.
 */
export async function setCertificationCompetencies(
  tx: Tx,
  companyId: string,
  certificationId: string,
  competencyIds: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(competencyIds)];
  const removed = await tx
    .delete(certificationCompetencies)
    .where(
      and(
        eq(certificationCompetencies.companyId, companyId),
        eq(certificationCompetencies.certificationId, certificationId),
        unique.length > 0 ? notInArray(certificationCompetencies.competencyId, unique) : undefined,
      ),
    )
    .returning({ competencyId: certificationCompetencies.competencyId });
  if (unique.length > 0) {
    await tx
      .insert(certificationCompetencies)
      .values(unique.map((competencyId) => ({ companyId, certificationId, competencyId })))
      .onConflictDoNothing();
  }
  return [...unique, ...removed.map((row) => row.competencyId)];
}
