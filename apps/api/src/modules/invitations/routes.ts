import { Ok } from '@competencyhub/domain/schemas/common';
import {
  AcceptInvitationInput,
  BulkInviteInput,
  BulkInviteResult,
  CreateInvitationInput,
  Invitation,
  InvitationIdParams,
  InvitationPage,
  InvitationPreview,
  InvitationTokenParams,
  ListInvitationsQuery,
} from '@competencyhub/domain/schemas/invitations';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { clientKey } from '../rate-limit/client-key.ts';
import { bulkInvite } from './bulk-invite.ts';
import { acceptInvitation, createInvitation, previewInvitation, revokeInvitation } from './invitations.ts';
import { listInvitations } from './repo.ts';
import { resendInvitation } from './resend-invitation.ts';

export function invitationRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const ipLimit = {
    max: services.config.RATE_LIMIT_IP_MAX,
    windowSeconds: services.config.RATE_LIMIT_IP_WINDOW_SECONDS,
  };

  r.get(
    '/api/v1/invitations',
    'manage_people',
    { query: ListInvitationsQuery, response: InvitationPage },
    ({ query, viewer }) =>
      withTenant(services.database, viewer.tenantId, (tx) => listInvitations(tx, viewer.tenantId, query)),
  );

  r.post(
    '/api/v1/invitations',
    'manage_people',
    { body: CreateInvitationInput, response: Invitation, status: 201 },
    ({ body, viewer, req }) => createInvitation(services, viewer, body, req),
  );

  r.post(
    '/api/v1/invitations/bulk',
    'manage_people',
    { body: BulkInviteInput, response: BulkInviteResult, status: 201 },
    ({ body, viewer, req }) => bulkInvite(services, viewer, body, req),
  );

  r.post(
    '/api/v1/invitations/:invitationId/resend',
    'manage_people',
    { params: InvitationIdParams, response: Invitation },
    ({ params, viewer, req }) => resendInvitation(services, viewer, params.invitationId, req),
  );

  r.post(
    '/api/v1/invitations/:invitationId/revoke',
    'manage_people',
    { params: InvitationIdParams, response: Invitation },
    ({ params, viewer, req }) => revokeInvitation(services, viewer, params.invitationId, req),
  );

  // The e-mailed link's secret token identifies the invitation on the public side.
  r.publicGet(
    '/api/v1/invitation-tokens/:token',
    { params: InvitationTokenParams, response: InvitationPreview },
    async ({ params, req }) => {
      await services.rateLimiter.hit(`ip:invitation:${clientKey(req.ip)}`, ipLimit);
      return previewInvitation(services, params.token);
    },
  );

  r.publicPost(
    '/api/v1/invitation-tokens/:token/accept',
    { params: InvitationTokenParams, body: AcceptInvitationInput, response: Ok },
    async ({ params, body, viewer, req, reply }) => {
      await services.rateLimiter.hit(`ip:invitation:${clientKey(req.ip)}`, ipLimit);
      return acceptInvitation(services, params.token, body, viewer, req, reply);
    },
  );
}
