import type { EvidenceView, LinkedCertification } from '@competencyhub/domain/schemas/assessments';
import { certificationStatus } from '@competencyhub/domain/schemas/experience';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { companyDaySql } from '../organisation/company-day.ts';

/**
 * What stands beside a person's ratings on their assessment: the pieces of evidence given with each
 * rating, and the certifications linked to each competency with their expiry status.
 */

interface EvidenceRow {
  id: string;
  rating_id: string;
  kind: EvidenceView['kind'];
  url: string | null;
  added_on: string;
  file_id: string | null;
  file_name: string | null;
  file_size: number | string | null;
}

/** The pieces of evidence of the given ratings, by rating, in the order they were given; one query. */
export async function evidenceOfRatings(
  tx: Tx,
  companyId: string,
  ratingIds: readonly string[],
): Promise<Map<string, EvidenceView[]>> {
  const byRating = new Map<string, EvidenceView[]>();
  if (ratingIds.length === 0) return byRating;
  const rows = rowsOf<EvidenceRow>(
    await tx.execute(sql`
      select e.id, e.rating_id, e.kind, e.url, e.added_on::text as added_on,
             f.id as file_id, f.file_name, f.byte_size as file_size
      from evidence e
      left join stored_files f on f.company_id = e.company_id and f.id = e.file_id
      where e.company_id = ${companyId} and e.rating_id = any(${uuidArray(ratingIds)}::uuid[])
      order by e.rating_id, e.position, e.id`),
  );
  for (const row of rows) {
    const list = byRating.get(row.rating_id) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      url: row.url,
      file:
        row.file_id && row.file_size !== null
          ? { id: row.file_id, name: row.file_name ?? 'evidence', byteSize: Number(row.file_size) }
          : null,
      addedOn: row.added_on,
    });
    byRating.set(row.rating_id, list);
  }
  return byRating;
}

interface CertificationRow {
  id: string;
  name: string;
  issuer: string;
  expires_on: string | null;
  competency_id: string;
  file_id: string | null;
  file_name: string | null;
  file_size: number | null;
  today: string;
}

/** The person's qualifications linked to competencies, by competency (latest expiry first). */
export async function linkedCertifications(
  tx: Tx,
  companyId: string,
  personId: string,
): Promise<Map<string, LinkedCertification[]>> {
  const byCompetency = new Map<string, LinkedCertification[]>();
  const rows = rowsOf<CertificationRow>(
    await tx.execute(sql`
      select c.id, c.name, c.issuer, c.expires_on::text as expires_on, l.competency_id,
             f.id as file_id, f.file_name, f.byte_size as file_size,
             ${companyDaySql(companyId)}::text as today
      from certifications c
      join certification_competencies l on l.company_id = c.company_id and l.certification_id = c.id
      left join stored_files f on f.company_id = c.company_id and f.id = c.file_id
      where c.company_id = ${companyId} and c.person_id = ${personId}
      order by c.expires_on desc nulls first, c.name, c.id`),
  );
  // Expired or expiring judged on the company's own day (decision 0052), worked out once by the query.
  const today = rows[0]?.today ?? '';
  for (const row of rows) {
    const view: LinkedCertification = {
      id: row.id,
      name: row.name,
      issuer: row.issuer,
      expiresOn: row.expires_on,
      status: certificationStatus(row.expires_on, today),
      file:
        row.file_id && row.file_size !== null
          ? { id: row.file_id, name: row.file_name ?? 'certificate', byteSize: Number(row.file_size) }
          : null,
    };
    const list = byCompetency.get(row.competency_id) ?? [];
    list.push(view);
    byCompetency.set(row.competency_id, list);
  }
  return byCompetency;
}
