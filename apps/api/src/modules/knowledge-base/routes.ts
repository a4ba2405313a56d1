import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { Ok } from '@competencyhub/domain/schemas/common';
import {
  KnowledgeSettings,
  KnowledgeSource,
  KnowledgeSourceDetail,
  KnowledgeSourcePage,
  KnowledgeSourceParams,
  KnowledgeSubmission,
  KnowledgeSubmissionResult,
  ListKnowledgeQuery,
  PlatformAssistantConfig,
  RejectKnowledgeInput,
} from '@competencyhub/domain/schemas/knowledge-base';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { listSources, sourceDetail } from './list-sources.ts';
import { deleteSource, refetchSource } from './maintain-source.ts';
import { approveSource, rejectSource } from './review-source.ts';
import { getSettings, updateSettings } from './settings.ts';
import type { KnowledgeScope } from './source-rows.ts';
import { submitSource } from './submit-source.ts';

const companyScope = (viewer: Viewer): KnowledgeScope => ({ companyId: viewer.tenantId, productWide: false });
/** The platform's own content, which every company's assistant reads. */
const PRODUCT_WIDE: KnowledgeScope = { companyId: SYSTEM_OWNER_COMPANY_ID, productWide: true };

/**
 * The knowledge base: any member submits a page to their company's (the curation dialog); the
 * company's administrators review, re-read and delete on /company-admin; platform staff keep the
 * product-wide content on /it-admin (AI/RAG).
 */
export function knowledgeBaseRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.post(
    '/api/v1/knowledge-base/sources',
    'member',
    { body: KnowledgeSubmission, response: KnowledgeSubmissionResult, status: 201 },
    ({ viewer, body, req }) => submitSource(services, viewer, companyScope(viewer), body, req),
  );
  r.get(
    '/api/v1/knowledge-base/sources',
    'manage_knowledge_base',
    { query: ListKnowledgeQuery, response: KnowledgeSourcePage },
    ({ viewer, query }) => listSources(services, companyScope(viewer), query),
  );
  r.get(
    '/api/v1/knowledge-base/sources/:sourceId',
    'manage_knowledge_base',
    { params: KnowledgeSourceParams, response: KnowledgeSourceDetail },
    ({ viewer, params }) => sourceDetail(services, companyScope(viewer), params.sourceId),
  );
  r.post(
    '/api/v1/knowledge-base/sources/:sourceId/approve',
    'manage_knowledge_base',
    { params: KnowledgeSourceParams, response: KnowledgeSource },
    ({ viewer, params, req }) => approveSource(services, viewer, companyScope(viewer), params.sourceId, req),
  );
  r.post(
    '/api/v1/knowledge-base/sources/:sourceId/reject',
    'manage_knowledge_base',
    { params: KnowledgeSourceParams, body: RejectKnowledgeInput, response: KnowledgeSource },
    ({ viewer, params, body, req }) =>
      rejectSource(services, viewer, companyScope(viewer), params.sourceId, body.reason, req),
  );
  r.post(
    '/api/v1/knowledge-base/sources/:sourceId/refetch',
    'manage_knowledge_base',
    { params: KnowledgeSourceParams, response: KnowledgeSource },
    ({ viewer, params, req }) => refetchSource(services, viewer, companyScope(viewer), params.sourceId, req),
  );
  r.delete(
    '/api/v1/knowledge-base/sources/:sourceId',
    'manage_knowledge_base',
    { params: KnowledgeSourceParams, response: Ok },
    ({ viewer, params, req }) => deleteSource(services, viewer, companyScope(viewer), params.sourceId, req),
  );
  r.get(
    '/api/v1/knowledge-base/settings',
    'manage_knowledge_base',
    { response: KnowledgeSettings },
    ({ viewer }) => getSettings(services, viewer.tenantId),
  );
  r.put(
    '/api/v1/knowledge-base/settings',
    'manage_knowledge_base',
    { body: KnowledgeSettings, response: KnowledgeSettings },
    ({ viewer, body, req }) => updateSettings(services, viewer, body, req),
  );

  r.get(
    '/api/v1/platform/assistant-config',
    'operate_platform',
    { response: PlatformAssistantConfig },
    async ({ services: { config } }) => ({
      model: config.AI_BASE_URL && config.AI_MODEL ? config.AI_MODEL : null,
      webSearch: Boolean(config.SEARCH_URL),
      allowedNetworks: config.KNOWLEDGE_BASE_ALLOWED_NETWORKS,
    }),
  );
  r.post(
    '/api/v1/platform/knowledge-base/sources',
    'operate_platform',
    { body: KnowledgeSubmission, response: KnowledgeSubmissionResult, status: 201 },
    ({ viewer, body, req }) => submitSource(services, viewer, PRODUCT_WIDE, body, req),
  );
  r.get(
    '/api/v1/platform/knowledge-base/sources',
    'operate_platform',
    { query: ListKnowledgeQuery, response: KnowledgeSourcePage },
    ({ query }) => listSources(services, PRODUCT_WIDE, query),
  );
  r.get(
    '/api/v1/platform/knowledge-base/sources/:sourceId',
    'operate_platform',
    { params: KnowledgeSourceParams, response: KnowledgeSourceDetail },
    ({ params }) => sourceDetail(services, PRODUCT_WIDE, params.sourceId),
  );
  r.post(
    '/api/v1/platform/knowledge-base/sources/:sourceId/refetch',
    'operate_platform',
    { params: KnowledgeSourceParams, response: KnowledgeSource },
    ({ viewer, params, req }) => refetchSource(services, viewer, PRODUCT_WIDE, params.sourceId, req),
  );
  r.delete(
    '/api/v1/platform/knowledge-base/sources/:sourceId',
    'operate_platform',
    { params: KnowledgeSourceParams, response: Ok },
    ({ viewer, params, req }) => deleteSource(services, viewer, PRODUCT_WIDE, params.sourceId, req),
  );
}
