import {
  AcceptInvitationInput,
  CreateInvitationInput,
  InvitationIdParams,
  InvitationTokenParams,
} from '@competencyhub/domain/schemas/invitations';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { clientKey } from '../rate-limit/client-key.ts';
import { acceptInvitation, createInvitation, previewInvitation, revokeInvitation } from './invitations.ts';
import { listInvitations } from './repo.ts';

export function invitationRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const ipLimit = {
    max: services.config.RATE_LIMIT_IP_MAX,
    windowSeconds: services.config.RATE_LIMIT_IP_WINDOW_SECONDS,
  };

  r.get('/api/v1/invitations', 'admin', {}, async ({ viewer }) => ({
    items: await withTenant(services.database, viewer.tenantId, (tx) => listInvitations(tx, viewer.tenantId)),
  }));

  r.post(
    '/api/v1/invitations',
    'admin',
    { body: CreateInvitationInput },
    async ({ body, viewer, req, reply }) => {
      const invitation = await createInvitation(services, viewer, body, req);
      reply.code(201);
      return invitation;
    },
  );

  r.post(
    '/api/v1/invitations/:invitationId/revoke',
    'admin',
    { params: InvitationIdParams },
    ({ params, viewer, req }) => revokeInvitation(services, viewer, params.invitationId, req),
  );

  // The e-mailed link's secret token identifies the invitation on the public side.
  r.publicGet(
    '/api/v1/invitation-tokens/:token',
    { params: InvitationTokenParams },
    async ({ params, req }) => {
      await services.rateLimiter.hit(`ip:invitation:${clientKey(req.ip)}`, ipLimit);
      return previewInvitation(services, params.token);
    },
  );

  r.publicPost(
    '/api/v1/invitation-tokens/:token/accept',
    { params: InvitationTokenParams, body: AcceptInvitationInput },
    async ({ params, body, viewer, req, reply }) => {
      await services.rateLimiter.hit(`ip:invitation:${clientKey(req.ip)}`, ipLimit);
      return acceptInvitation(services, params.token, body, viewer, req, reply);
    },
  );
}
