import {
  JobParams,
  RetriedJob,
  StoragePage,
  StorageQuery,
  SystemReport,
} from '@competencyhub/domain/schemas/it-admin';
import {
  ItOverview,
  SecurityAlertsPage,
  SecurityAlertsQuery,
} from '@competencyhub/domain/schemas/it-admin-overview';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { itOverview } from './overview.ts';
import { retryJob } from './retry-job.ts';
import { itAdminRoleAndSecurityRoutes } from './role-routes.ts';
import { listAlerts } from './security-alerts.ts';
import { itAdminSessionRoutes } from './sessions-routes.ts';
import { storageUse } from './storage-use.ts';
import { systemReport } from './system-report.ts';

/**
 * IT Administration (issue 24): the Overview and its security alerts, for a company's IT administrator
 * and account holder and for platform staff (decision 0070); the System tab, for platform staff.
 */
export function itAdminRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.get('/api/v1/it-admin/overview', 'administer_it', { response: ItOverview }, ({ viewer }) =>
    itOverview(services, viewer),
  );
  r.get(
    '/api/v1/it-admin/security-alerts',
    'administer_it',
    { query: SecurityAlertsQuery, response: SecurityAlertsPage },
    ({ viewer, query }) => listAlerts(services, viewer, query),
  );
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
  itAdminRoleAndSecurityRoutes(app, services);
  itAdminSessionRoutes(app, services);
}
