import {
  JobParams,
  RetriedJob,
  StoragePage,
  StorageQuery,
  SystemReport,
} from '@competencyhub/domain/schemas/it-admin';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { retryJob } from './retry-job.ts';
import { itAdminSessionRoutes } from './sessions-routes.ts';
import { storageUse } from './storage-use.ts';
import { systemReport } from './system-report.ts';

/** IT Administration (issue 24): the System tab, for platform staff. */
export function itAdminRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.get('/api/v1/it-admin/system', 'operate_platform', { response: SystemReport }, () =>
    systemReport(services),
  );
  r.get(
    '/api/v1/it-admin/storage',
    'operate_platform',
    { query: StorageQuery, response: StoragePage },
    ({ query }) => storageUse(services, query),
  );
  r.post(
    '/api/v1/it-admin/jobs/:jobId/retry',
    'operate_platform',
    { params: JobParams, response: RetriedJob },
    ({ viewer, params, req }) => retryJob(services, viewer, params.jobId, req),
  );
  itAdminSessionRoutes(app, services);
}
