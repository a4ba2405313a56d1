/**
 * What the route walker sends to each route and what it expects back. Every route the router
 * knows must appear here (or in NOT_DECLARED): the walker fails on a route it has no case for.
 */

/** A 1x1 PNG: the avatar upload re-encodes it, so it must be a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface Sample {
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Requests that would be accepted, so a refusal proves the guard, not the validator. `{companyA}`
 * is replaced by company A's id. Routes not listed send no body (GET) or `{}`.
 */
export const SAMPLES: Record<string, Sample> = {
  // Keeps the caller's own password and sessions, so later calls still run as them.
  'POST /api/v1/auth/change-password': {
    body: {
      currentPassword: 'correct-horse-battery',
      newPassword: 'correct-horse-battery',
      revokeOtherSessions: false,
    },
  },
  'POST /api/v1/auth/sign-up': {
    body: {
      fullName: 'Walker Founder',
      companyName: 'Walker Founded Ltd',
      email: 'founder@walker-founded.test',
      password: 'Spruce-lantern-cobalt-9',
    },
  },
  'POST /api/v1/auth/sign-in': { body: { email: 'nobody@walker-nowhere.test', password: 'not-a-password' } },
  'POST /api/v1/auth/password-reset/request': { body: { email: 'nobody@walker-nowhere.test' } },
  'POST /api/v1/auth/password-reset/confirm': {
    body: { token: 'not-a-reset-token', newPassword: 'walker-new-password' },
  },
  'POST /api/v1/auth/verify-email': { body: { token: 'not.a.token' } },
  'POST /api/v1/me/managed-company': { body: { companyId: '{companyA}' } },
  'PATCH /api/v1/profiles/:id/role': { body: { role: 'team_manager' } },
  'PATCH /api/v1/profiles/:id/line-manager': { body: { lineManagerId: null } },
  'PATCH /api/v1/me/profile': { body: { fullName: 'Walker Outsider' } },
  'PUT /api/v1/me/avatar': { body: PNG, headers: { 'content-type': 'image/png' } },
  'POST /api/v1/contact-messages': {
    body: {
      name: 'Walker Visitor',
      email: 'walker-visitor@example.test',
      topic: 'sales',
      message: 'Walked by the route walker.',
    },
  },
  'PATCH /api/v1/contact-messages/:id': { body: { status: 'read' } },
  'POST /api/v1/invitations': { body: { email: 'walker-invitee@example.test', role: 'employee' } },
  'POST /api/v1/invitations/bulk': {
    body: { rows: [{ email: 'walker-bulk@example.test', role: 'employee' }] },
  },
  // A domain the caller's e-mail is not on: refused by the rule even when the guard lets it through.
  'POST /api/v1/company/domains': { body: { domain: 'walker-domain.test' } },
  'PATCH /api/v1/company': { body: { description: 'Walked by the route walker' } },
};

/** The few routes Fastify knows that are not declared through the route helper, and why. */
export const NOT_DECLARED: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  {
    pattern: /^HEAD /,
    reason: "Fastify's HEAD twin of a declared GET: the same handler, access check and response schema",
  },
  {
    pattern: /^GET \/(?!api\/)\S+$/,
    reason: 'a file of the built web app (WEB_DIST), public by nature; never under /api/',
  },
];

export interface PublicCase {
  reason: string;
  /** The status of the sample call, signed out. */
  status: number;
  /** Which of company A's secrets this route may show: its own invitation, to the token's holder. */
  reveals?: readonly string[];
}

/** Every public route: why it needs no session, and what the walker's call answers. */
export const PUBLIC_ROUTES: Record<string, PublicCase> = {
  'GET /api/docs': { reason: 'the API reference, as public as the code it describes', status: 200 },
  'GET /api/v1/health': { reason: 'load balancers and start-up checks', status: 200 },
  'POST /api/v1/auth/sign-up': { reason: 'creating an account (a new company here)', status: 200 },
  'POST /api/v1/auth/sign-in': { reason: 'signing in (an unknown account here)', status: 401 },
  'POST /api/v1/auth/sign-out': { reason: 'ending a session; harmless without one', status: 200 },
  'POST /api/v1/auth/password-reset/request': { reason: 'forgotten password', status: 200 },
  'POST /api/v1/auth/password-reset/confirm': {
    reason: 'the e-mailed token is the credential (a wrong one here)',
    status: 400,
  },
  'POST /api/v1/auth/verify-email': {
    reason: 'the e-mailed, signed token is the credential (a wrong one here)',
    status: 400,
  },
  'GET /api/v1/invitation-tokens/:token': {
    reason: "the e-mailed link's secret token is the credential",
    status: 200,
    reveals: ['inviteeEmail', 'companyName'],
  },
  'POST /api/v1/invitation-tokens/:token/accept': {
    reason: "the e-mailed link's secret token is the credential (without the new account's name here)",
    status: 400,
  },
  'GET /api/v1/faq': { reason: 'the public FAQ page', status: 200 },
  'POST /api/v1/contact-messages': {
    reason: 'the public contact form; rate-limited per address',
    status: 201,
  },
};

/**
 * What company B's account holder gets from every protected route called with company A's ids:
 * 404 for anything of A, 403 where the role lacks the permission, else 2xx on B's own data.
 */
export const OUTSIDER_ADMIN_EXPECTS: Record<string, number> = {
  'POST /api/v1/auth/change-password': 200,
  'POST /api/v1/auth/verification-email': 200,
  'GET /api/v1/me': 200,
  'POST /api/v1/me/managed-company': 403,
  'GET /api/v1/profiles': 200,
  'POST /api/v1/profiles/:id/approve': 404,
  'POST /api/v1/profiles/:id/reject': 404,
  'PATCH /api/v1/profiles/:id/role': 404,
  'PATCH /api/v1/profiles/:id/line-manager': 404,
  'POST /api/v1/profiles/:id/deactivate': 404,
  'POST /api/v1/profiles/:id/reactivate': 404,
  'GET /api/v1/me/profile': 200,
  'PATCH /api/v1/me/profile': 200,
  'DELETE /api/v1/me/avatar': 200,
  'PUT /api/v1/me/avatar': 200,
  'GET /api/v1/me/sessions': 200,
  'DELETE /api/v1/me/sessions/:sessionId': 404,
  'POST /api/v1/me/sessions/revoke-others': 200,
  'GET /api/v1/files/:fileId': 404,
  'GET /api/v1/invitations': 200,
  'POST /api/v1/invitations': 201,
  'POST /api/v1/invitations/bulk': 201,
  'POST /api/v1/invitations/:invitationId/resend': 404,
  'POST /api/v1/invitations/:invitationId/revoke': 404,
  'GET /api/v1/companies': 403,
  'GET /api/v1/company': 200,
  'PATCH /api/v1/company': 200,
  'GET /api/v1/company/domains': 200,
  'POST /api/v1/company/domains': 422,
  'DELETE /api/v1/company/domains/:domain': 404,
  'GET /api/v1/audit-log': 200,
  'GET /api/v1/contact-messages': 403,
  'PATCH /api/v1/contact-messages/:id': 403,
};
