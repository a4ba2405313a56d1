import {
  COMPANY_UPDATE_FIELDS,
  type CompanyDetails,
  type UpdateCompanyInput,
} from '@competencyhub/domain/schemas/company-admin';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { type DetailValues, findCompanyRow, toCompanyDetails, updateCompanyRow } from './repo.ts';

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
