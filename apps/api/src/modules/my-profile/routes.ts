import { Ok } from '@competencyhub/domain/schemas/common';
import {
  AvatarResult,
  MyProfile,
  MySessionList,
  RevokeOtherSessionsResult,
  SessionIdParams,
  UpdateMyProfileInput,
} from '@competencyhub/domain/schemas/my-profile';
import { Profile } from '@competencyhub/domain/schemas/profiles';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { fileStore } from '../files/routes.ts';
import { imageUploadRoute } from '../files/upload-body.ts';
import { removeAvatar, replaceAvatar } from './avatar.ts';
import { getMyProfile, updateMyProfile } from './my-details.ts';
import { listMySessions, revokeMyOtherSessions, revokeMySession } from './sessions.ts';

/**
 * /me/profile, /me/avatar and /me/sessions: what an active member changes about themselves.
 * 'member' access, so someone still waiting for approval cannot edit a profile nobody approved.
 * Sessions are the exception ('session' access): whoever can sign in must be able to see where
 * they are signed in and end a session they do not recognise, approved or not.
 */
export function myProfileRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);

  r.get('/api/v1/me/profile', 'member', { response: MyProfile }, ({ viewer }) =>
    getMyProfile(services, viewer),
  );
  r.patch(
    '/api/v1/me/profile',
    'member',
    { body: UpdateMyProfileInput, response: Profile },
    ({ viewer, body, req }) => updateMyProfile(services, viewer, body, req),
  );

  r.delete('/api/v1/me/avatar', 'member', { response: AvatarResult }, ({ viewer, req }) =>
    removeAvatar(services, fileStore, viewer, req),
  );
  imageUploadRoute(app, services, '/api/v1/me/avatar', 'member', AvatarResult, ({ viewer, req }) =>
    replaceAvatar(services, fileStore, viewer, req.body, req),
  );

  r.get('/api/v1/me/sessions', 'session', { response: MySessionList }, ({ viewer }) =>
    listMySessions(services, viewer),
  );
  r.delete(
    '/api/v1/me/sessions/:sessionId',
    'session',
    { params: SessionIdParams, response: Ok },
    ({ viewer, params, req }) => revokeMySession(services, viewer, params.sessionId, req),
  );
  r.post(
    '/api/v1/me/sessions/revoke-others',
    'session',
    { response: RevokeOtherSessionsResult },
    ({ viewer, req }) => revokeMyOtherSessions(services, viewer, req),
  );
}
