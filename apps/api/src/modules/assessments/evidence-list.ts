import type { EvidenceList, EvidenceListQuery } from '@competencyhub/domain/schemas/assessments';
import { certificationStatus } from '@competencyhub/domain/schemas/experience';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { companyDaySql } from '../organisation/company-day.ts';
import { decodeNameCursor, encodeNameCursor } from '../organisation/name-cursor.ts';
import { visiblePerson } from './assessment-access.ts';

interface EvidenceRow {
  id: string;
  kind: 'link' | 'file' | 'certification';
  url: string | null;
  position: number;
  added_on: string;
  created_at: string;
  added_by: string | null;
  rating_source: 'self' | 'manager' | null;
  file_id: string | null;
  file_name: string | null;
  file_size: number | null;
  certification_id: string | null;
  certification_name: string | null;
  issuer: string | null;
  expires_on: string | null;
  certificate_id: string | null;
  certificate_name: string | null;
  certificate_size: number | null;
}

/** Text of a timestamp as the database writes it (microseconds and offset kept). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/**
 * Where the next page starts: the last row's creation time (as the database wrote it), its place
 * among the pieces given together and its id. A cursor that is not ours reads as "from the start".
 */
function afterOf(cursor: string | undefined) {
  const decoded = decodeNameCursor(cursor);
  const match = decoded ? /^(\d{1,4})@(.+)$/.exec(decoded.name) : null;
  if (!decoded || !match?.[2] || !TIMESTAMP.test(match[2])) return null;
  return { at: match[2], position: Number(match[1]), id: decoded.id };
}

const fileOf = (id: string | null, name: string | null, size: number | null, fallback: string) =>
  id && size !== null ? { id, name: name ?? fallback, byteSize: Number(size) } : null;

/**
 * A person's evidence for one competency, newest first, a page at a time (decision 0065): the links
 * and files given with their own and their manager's ratings, and the certifications linked to it,
 * each with its day and who added it. Pieces given with a colleague's answer are never listed, so
 * the person rated learns nothing of who answered or when. Pieces given together keep the order they
 * were given in. One indexed walk (evidence_by_person).
 */
export function evidenceList(services: Services, viewer: Viewer, query: EvidenceListQuery) {
  return withTenant(services.database, viewer.tenantId, async (tx): Promise<EvidenceList> => {
    const person = await visiblePerson(tx, viewer, query.personId);
    // The competency, and the company's today that a certificate's expiry is judged against.
    const [known] = rowsOf<{ today: string }>(
      await tx.execute(
        sql`select ${companyDaySql(viewer.tenantId)}::text as today
          from competencies where company_id = ${viewer.tenantId} and id = ${query.competencyId}`,
      ),
    );
    if (!known) throw notFound('Competency');
    const after = afterOf(query.cursor);
    const rows = rowsOf<EvidenceRow>(
      await tx.execute(sql`
        select e.id, e.kind, e.url, e.position, e.added_on::text as added_on, e.created_at::text as created_at,
          a.full_name as added_by, r.source as rating_source,
          f.id as file_id, f.file_name, f.byte_size as file_size,
          c.id as certification_id, c.name as certification_name, c.issuer, c.expires_on::text as expires_on,
          cf.id as certificate_id, cf.file_name as certificate_name, cf.byte_size as certificate_size
        from evidence e
        left join competency_ratings r on r.company_id = e.company_id and r.id = e.rating_id
        left join profiles a on a.company_id = e.company_id and a.id = e.added_by
        left join stored_files f on f.company_id = e.company_id and f.id = e.file_id
        left join certifications c on c.company_id = e.company_id and c.id = e.certification_id
        left join stored_files cf on cf.company_id = c.company_id and cf.id = c.file_id
        where e.company_id = ${viewer.tenantId} and e.person_id = ${person.id}
          and e.competency_id = ${query.competencyId}
          and (e.kind = 'certification' or r.source in ('self', 'manager'))
          ${
            after
              ? sql`and (e.created_at < ${after.at}::timestamptz or (e.created_at = ${after.at}::timestamptz
                  and (e.position > ${after.position} or (e.position = ${after.position} and e.id > ${after.id}::uuid))))`
              : sql``
          }
        order by e.created_at desc, e.position, e.id
        limit ${query.limit + 1}`),
    );
    const { today } = known;
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => ({
        id: row.id,
        kind: row.kind,
        url: row.url,
        file: fileOf(row.file_id, row.file_name, row.file_size, 'evidence'),
        certification: row.certification_id
          ? {
              id: row.certification_id,
              name: row.certification_name ?? '',
              issuer: row.issuer ?? '',
              expiresOn: row.expires_on,
              status: certificationStatus(row.expires_on, today),
              file: fileOf(row.certificate_id, row.certificate_name, row.certificate_size, 'certificate'),
            }
          : null,
        ratingSource: row.rating_source,
        addedOn: row.added_on,
        addedBy: row.added_by,
      })),
      nextCursor:
        rows.length > query.limit && last
          ? encodeNameCursor({ name: `${last.position}@${last.created_at}`, id: last.id })
          : null,
    };
  });
}
