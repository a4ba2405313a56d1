import {
  COMPANY_MESSAGES,
  COMPANY_UPDATE_FIELDS,
  type CompanyDetails,
  type UpdateCompanyInput,
} from '@competencyhub/domain/schemas/company-admin';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { type DetailValues, findCompanyRow, toCompanyDetails, updateCompanyRow } from './repo.ts';

/**
 * The database must know the time zone too: it works out the company's day from it (organisation
 * company-day.ts), and its time-zone data can lag the browser's and Node's. Refused like any other
 * unknown zone, so a zone it cannot read is never stored.
 */
async function checkTimeZone(tx: Tx, timezone: string) {
  const known = rowsOf(await tx.execute(sql`select 1 from pg_timezone_names where name = ${timezone}`));
  if (known.length > 0) return;
  const message = COMPANY_MESSAGES.timezoneInvalid;
  throw new AppError('VALIDATION_FAILED', message, { errors: { timezone: [message] } });
}

export function getCompanyDetails(services: Services, viewer: Viewer): Promise<CompanyDetails> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await findCompanyRow(tx, viewer.tenantId);
    if (!row) throw notFound('Company');
    return toCompanyDetails(row);
  });
}

/**
 * Changes the fields sent that differ from what is stored; an unchanged save writes nothing, so
 * the audit trail holds only real changes, each with its before and after values.
 */
export function updateCompanyDetails(
  services: Services,
  viewer: Viewer,
  input: UpdateCompanyInput,
  req: FastifyRequest,
): Promise<CompanyDetails> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await findCompanyRow(tx, viewer.tenantId);
    if (!row) throw notFound('Company');
    const current = toCompanyDetails(row);
    const changes: Partial<DetailValues> = {};
    const before: Record<string, unknown> = {};
    for (const field of COMPANY_UPDATE_FIELDS) {
      const next = input[field];
      if (next === undefined || next === current[field]) continue;
      Object.assign(changes, { [field]: next });
      before[field] = current[field];
    }
    const fields = Object.keys(changes);
    if (fields.length === 0) return current;
    if (changes.timezone) await checkTimeZone(tx, changes.timezone);
    const updated = await updateCompanyRow(tx, viewer.tenantId, changes);
    if (!updated) throw notFound('Company');
    await writeAudit(tx, req, {
      action: 'company.updated',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'company',
      targetId: viewer.tenantId,
      details: { fields, before, after: changes },
    });
    return toCompanyDetails(updated);
  });
}
