import type { NewJobFamily } from '@competencyhub/domain/schemas/job-architecture';
import type { FastifyRequest } from 'fastify';
import { jobFamilies } from '../../db/schema/job-architecture.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { audit, findFamily, inArchitecture } from './architecture-rows.ts';

/** A new job family, audited; a name the company already has (whatever the case) answers 409. */
export function createJobFamily(
  services: Services,
  viewer: Viewer,
  input: NewJobFamily,
  req: FastifyRequest,
) {
  return inArchitecture(services, viewer, async (tx) => {
    const [row] = await tx
      .insert(jobFamilies)
      .values({ companyId: viewer.tenantId, name: input.name, description: input.description })
      .returning({ id: jobFamilies.id });
    if (!row) throw new Error('job family insert returned nothing');
    const family = await findFamily(tx, viewer.tenantId, row.id);
    await audit(tx, req, viewer, {
      action: 'job_family.created',
      targetType: 'job_family',
      targetId: family.id,
      details: { name: family.name },
    });
    return family;
  });
}
