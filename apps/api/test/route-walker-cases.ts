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
  /** A query string, `{name}` filled like the body: e.g. another company's person as `personId`. */
  query?: string;
  /** Path parameters filled from another of the seeded ids than their own name (`itemId` → `certificationId`). */
  params?: Record<string, string>;
}

/**
 * Requests that would be accepted, so a refusal proves the guard, not the validator. `{companyA}`
 * is replaced by company A's id, and any other `{name}` by the id the walker seeded under that name. Routes not listed send no body (GET) or `{}`.
 */
export const SAMPLES: Record<string, Sample> = {
  // Company A's employee and competency: the outsider must be told they do not exist.
  'GET /api/v1/assessments/gaps': { query: 'personId={personId}' },
  'GET /api/v1/assessments/history': { query: 'personId={personId}&competencyId={competencyId}' },
  'GET /api/v1/assessments/evidence': { query: 'personId={personId}&competencyId={competencyId}' },
  'GET /api/v1/roles': { query: 'personId={personId}' },
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
  'POST /api/v1/auth/sign-in/second-step': { body: { method: 'totp', code: '123456' } },
  // Two-step sign-in on one's own account: a setup left waiting, never turned on (decision 0075).
  'POST /api/v1/auth/two-factor/setup': { body: { password: 'correct-horse-battery' } },
  'POST /api/v1/auth/two-factor/confirm': { body: { code: '000000' } },
  'POST /api/v1/auth/two-factor/recovery-codes': { body: { password: 'correct-horse-battery' } },
  'POST /api/v1/auth/two-factor/disable': { body: { password: 'correct-horse-battery' } },
  // No authenticator in the walk: the answer is refused by WebAuthn's checks, never stored.
  'POST /api/v1/auth/passkeys': { body: { name: 'Walker key', response: { id: 'walker-credential' } } },
  'PATCH /api/v1/auth/passkeys/:passkeyId': { body: { name: 'Walker key' } },
  'POST /api/v1/auth/passkey-sign-in': { body: { response: { id: 'walker-unknown-credential' } } },
  'POST /api/v1/auth/password-reset/request': { body: { email: 'nobody@walker-nowhere.test' } },
  'POST /api/v1/auth/password-reset/confirm': {
    body: { token: 'not-a-reset-token', newPassword: 'walker-new-password' },
  },
  'POST /api/v1/auth/verify-email': { body: { token: 'not.a.token' } },
  'POST /api/v1/me/managed-company': { body: { companyId: '{companyA}' } },
  'PATCH /api/v1/profiles/:id/role': { body: { role: 'team_manager' } },
  // IT Administration > Users acts on a second session of A's employee and on A's pending person, so
  // the positive control leaves the employee's own session and sign-in for their own routes.
  'POST /api/v1/it-admin/sessions/:sessionId/sign-out': { params: { sessionId: 'itSessionId' } },
  'POST /api/v1/it-admin/people/:personId/sign-out': { params: { personId: 'id' } },
  'POST /api/v1/it-admin/people/:personId/password-reset': { params: { personId: 'id' } },
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
  'PUT /api/v1/company/branding': { body: { headerStyle: 'minimal', primaryColor: '#0f766e' } },
  'POST /api/v1/company/branding/css-preview': { body: { customCss: '.card { color: red }' } },
  'PUT /api/v1/company/logo': { body: PNG, headers: { 'content-type': 'image/png' } },
  'POST /api/v1/system-themes': { body: { name: 'Walker theme' } },
  'PATCH /api/v1/system-themes/:themeId': { body: { name: 'Walker theme renamed' } },
  'POST /api/v1/system-images': {
    body: PNG,
    headers: { 'content-type': 'image/png' },
    query: 'imageType=logo&name=Walker',
  },
  'PUT /api/v1/system-images/:imageId/file': { body: PNG, headers: { 'content-type': 'image/png' } },
  'PATCH /api/v1/system-images/:imageId': { body: { name: 'Walker image renamed' } },
  // Tooltips are the platform's: a company's people read a page's and report what they found.
  'GET /api/v1/tooltips': { query: 'page=/dashboard' },
  'POST /api/v1/tooltips/sightings': { body: { page: '/dashboard', found: [], missing: [] } },
  'POST /api/v1/platform/tooltips': {
    body: { page: '/dashboard', selector: '#walker', texts: { 'en-US': 'Walker tooltip' } },
  },
  'PATCH /api/v1/platform/tooltips/:tooltipId': { body: { texts: { 'en-US': 'Walker tooltip renamed' } } },
  // An enterprise plan keeps every feature the walk calls on afterwards.
  'POST /api/v1/subscription/plan': { body: { plan: 'enterprise_essentials' } },
  'POST /api/v1/subscription/add-ons': { body: { addOnId: 'ai_credits_50', quantity: 1 } },
  // A private address the walk's server will not call: no request leaves the machine.
  'PUT /api/v1/faq/:faqId/vote': { body: { vote: 'upvote' } },
  'POST /api/v1/assistant/messages': { body: { message: 'How do I invite a colleague?' } },
  'POST /api/v1/assistant/messages/stream': { body: { message: 'How do I invite a colleague?' } },
  'POST /api/v1/competency-frameworks/:frameworkId/competency-drafts': { body: { name: 'Negotiation' } },
  'PUT /api/v1/assistant/messages/:messageId/feedback': { body: { rating: 'helpful' } },
  // A private address: the walk's server refuses to read it, so no request leaves the machine.
  'POST /api/v1/knowledge-base/sources': { body: { url: 'https://10.0.0.1/walker', title: 'Walker page' } },
  'POST /api/v1/platform/knowledge-base/sources': {
    body: { url: 'https://10.0.0.1/walker', title: 'Walker page' },
  },
  'POST /api/v1/knowledge-base/sources/:sourceId/reject': { body: { reason: 'Walked' } },
  'PUT /api/v1/knowledge-base/settings': { body: { reviewEveryone: false } },
  'POST /api/v1/it-admin/role-requests': {
    body: { personId: '{personId}', role: 'account_holder', reason: 'Walker needs to approve requests' },
  },
  'POST /api/v1/it-admin/role-requests/:roleRequestId/approve': { body: { note: 'Walker approves' } },
  'POST /api/v1/it-admin/role-requests/:roleRequestId/reject': { body: { note: 'Walker rejects' } },
  'PUT /api/v1/it-admin/security-policy': {
    body: {
      passwordMinLength: 10,
      sessionLifetimeHours: 48,
      idleTimeoutMinutes: null,
      twoFactorRequired: 'admins',
      twoFactorGraceDays: 7,
      signInMethods: ['password'],
    },
  },
  'POST /api/v1/organisation/units': {
    body: { hierarchy: 'organisation', parentId: null, name: 'Walker unit', kind: 'department' },
  },
  'PATCH /api/v1/organisation/units/:unitId': { body: { name: 'Walker renamed unit' } },
  'POST /api/v1/organisation/units/:unitId/move': { body: { parentId: null } },
  'POST /api/v1/organisation/units/:unitId/archive': { body: { archived: true } },
  'POST /api/v1/organisation/unit-twins/keep-apart': {
    body: { firstId: '{unitId}', secondId: '{twinUnitId}' },
  },
  'POST /api/v1/organisation/units/:unitId/merge': { body: { intoId: '{twinUnitId}' } },
  'POST /api/v1/organisation/positions': { body: { jobProfileId: '{jobProfileId}', orgUnitId: '{unitId}' } },
  'PATCH /api/v1/organisation/positions/:positionId': { body: { critical: false } },
  'POST /api/v1/organisation/locations': {
    body: { name: 'Walker campus', country: 'DE', timeZone: 'Europe/Berlin' },
  },
  'PATCH /api/v1/organisation/locations/:locationId': { body: { city: 'Walkerburg' } },
  'POST /api/v1/organisation/locations/:locationId/archive': { body: { archived: true } },
  'POST /api/v1/organisation/people/:personId/job-changes': {
    body: { effectiveOn: '{dueOn}', reason: 'leave' },
  },
  'POST /api/v1/organisation/people/:personId/secondary-assignments': {
    body: { startsOn: '{dueOn}', managerId: '{ownerId}' },
  },
  'POST /api/v1/organisation/people/:personId/secondary-assignments/:assignmentId/end': {
    body: { endsOn: '2099-12-31' },
  },
  'POST /api/v1/organisation/hris-imports': {
    body: Buffer.from('record,external_id,name\r\nunit,WALKER-1,Walker import unit\r\n'),
    headers: { 'content-type': 'text/csv' },
  },
  'PUT /api/v1/subscription/internal-ai': {
    body: { baseUrl: 'https://10.0.0.1/v1', model: 'walker-model', apiKey: 'sk-walker-key' },
  },
  'POST /api/v1/platform/subscriptions/:companyId/plan': { body: { plan: 'starter', reason: 'Walked' } },
  'POST /api/v1/platform/subscriptions/:companyId/credits': { body: { credits: 10, reason: 'Walked' } },
  'POST /api/v1/competency-frameworks': { body: { name: 'Walker Framework' } },
  'PATCH /api/v1/competency-frameworks/:frameworkId': { body: { description: 'Walked by the route walker' } },
  'PUT /api/v1/competency-frameworks/:frameworkId/scale': {
    body: {
      baseVersion: 1,
      levels: [
        { value: 1, name: 'Learning' },
        { value: 2, name: 'Able' },
        { value: 3, name: 'Leading' },
      ],
      proficientLevel: 2,
      mapping: { '1': 1, '2': 1, '3': 2, '4': 3, '5': 3 },
    },
  },
  'POST /api/v1/competency-frameworks/:frameworkId/categories': { body: { name: 'Walker Category' } },
  'PATCH /api/v1/competency-frameworks/:frameworkId/categories/:categoryId': {
    body: { name: 'Walker Renamed' },
  },
  'POST /api/v1/competency-frameworks/:frameworkId/competencies': {
    body: { name: 'Walker Competency', type: 'technical', categoryId: '{categoryId}' },
  },
  'PATCH /api/v1/competency-frameworks/:frameworkId/competencies/:competencyId': {
    body: { description: 'Walked by the route walker' },
  },
  // Company A's grade as one's own profile's: refused as unknown, like any other company's id.
  'POST /api/v1/job-profiles': { body: { title: 'Walker Role', gradeId: '{gradeId}' } },
  'POST /api/v1/competency-frameworks/starter-library': { body: { locale: 'en-US' } },
  'POST /api/v1/competency-frameworks/:frameworkId/import': {
    body: Buffer.from('category,name,type\r\nWalking,Walker Import,technical\r\n'),
    headers: { 'content-type': 'text/csv' },
  },
  'PATCH /api/v1/job-profiles/:jobProfileId': { body: { description: 'Walked by the route walker' } },
  'PUT /api/v1/profiles/:id/job-profile': { body: { jobProfileId: '{jobProfileId}' } },
  'PUT /api/v1/job-profiles/:jobProfileId/next-steps': { body: { steps: [] } },
  'POST /api/v1/job-architecture/families': { body: { name: 'Walker family' } },
  'PATCH /api/v1/job-architecture/families/:familyId': { body: { name: 'Walker renamed family' } },
  'POST /api/v1/job-architecture/families/:familyId/archive': { body: { archived: true } },
  'POST /api/v1/job-architecture/grades': {
    body: { code: 'WALK-1', payRange: { min: 1000, max: 2000, currency: 'EUR' } },
  },
  'PATCH /api/v1/job-architecture/grades/:gradeId': { body: { name: 'Walked grade' } },
  'POST /api/v1/job-architecture/grades/:gradeId/archive': { body: { archived: true } },
  // Company A's whole ladder (its one grade), as if it were one's own.
  'PUT /api/v1/job-architecture/ladder': { body: { gradeIds: ['{gradeId}'] } },
  // Company A's role as one's own target: refused as unknown, like any other company's id.
  'PATCH /api/v1/career-plan': {
    body: { targets: [{ jobProfileId: '{jobProfileId}', targetDate: '{dueOn}' }] },
  },
  'POST /api/v1/career-plan/people/:personId/comments': { body: { body: 'Walked by the route walker' } },
  'PATCH /api/v1/development-plan/settings': { body: { mentorOptIn: false } },
  // Company A's person as a member of one's own team: refused as unknown, like any other company's id.
  'POST /api/v1/teams': { body: { name: 'Walker team', memberIds: ['{personId}'] } },
  // A custom team of A: a line manager's team (the other :teamId) is changed in User Management only.
  'PATCH /api/v1/teams/:teamId': { body: { name: 'Walked team' }, params: { teamId: 'customTeamId' } },
  'DELETE /api/v1/teams/:teamId': { params: { teamId: 'customTeamId' } },
  // Company A's competency in one's own action: refused as unknown, like any other company's id.
  'POST /api/v1/development-plan/actions': {
    body: { type: 'course', title: 'Walker course', dueOn: '{dueOn}', competencyIds: ['{competencyId}'] },
  },
  'PATCH /api/v1/development-plan/actions/:actionId': { body: { title: 'Walked' } },
  'POST /api/v1/development-plan/people/:personId/comments': { body: { body: 'Walked by the route walker' } },
  'POST /api/v1/assessments/me': { body: { ratings: [{ competencyId: '{competencyId}', level: 2 }] } },
  'POST /api/v1/assessments/people/:personId': {
    body: { ratings: [{ competencyId: '{competencyId}', level: 2 }] },
  },
  'POST /api/v1/assessments/evidence': {
    body: Buffer.from('Walked by the route walker'),
    headers: { 'content-type': 'application/octet-stream' },
  },
  'POST /api/v1/feedback-requests': {
    body: { raters: [{ raterId: '{ownerId}', relationship: 'peer' }], dueOn: '2099-01-01' },
  },
  'POST /api/v1/feedback-requests/:requestId/decline': { body: { reason: 'Walked' } },
  'POST /api/v1/feedback-requests/proposals/:personId/approve': { body: { send: [], add: [] } },
  'POST /api/v1/feedback-requests/:requestId/answer': {
    body: { ratings: [{ competencyId: '{competencyId}', level: 2 }] },
  },
  'POST /api/v1/assessment-cycles': { body: { name: 'Walker cycle', scope: 'company', dueOn: '{dueOn}' } },
  'PATCH /api/v1/assessment-cycles/:cycleId': { body: { name: 'Walker cycle renamed', dueOn: '{dueOn}' } },
  'POST /api/v1/experience/employment': {
    body: { employer: 'Walker Ltd', title: 'Walker', startOn: '2020-01-01' },
  },
  'PUT /api/v1/experience/employment/:itemId': {
    body: { employer: 'Walker Ltd', title: 'Walker', startOn: '2020-01-01' },
  },
  'POST /api/v1/experience/certifications': { body: { name: 'Walker certificate' } },
  'PUT /api/v1/experience/certifications/:itemId': {
    body: { name: 'Walker certificate' },
    params: { itemId: 'certificationId' },
  },
  'DELETE /api/v1/experience/certifications/:itemId': { params: { itemId: 'certificationId' } },
  'PUT /api/v1/competency-settings': {
    body: { minPeerRaters: 3, policy: { mode: 'first_available', order: ['manager', 'peers', 'self'] } },
  },
  'POST /api/v1/competency-settings/dry-runs': {
    body: { minPeerRaters: 3, policy: { mode: 'weighted', weights: { manager: 1, peers: 1, self: 1 } } },
  },
};

/** What an exemption may look at: the declared routes, and the files of the built web app as `GET /path`. */
export interface KnownRoutes {
  declared: ReadonlySet<string>;
  webFiles: ReadonlySet<string>;
}

/**
 * The few routes Fastify knows that are not declared through the route helper, and why. Each covers
 * exactly what its reason names, route by route: never a prefix or a pattern that would let an
 * undeclared route through with it.
 */
export const NOT_DECLARED: ReadonlyArray<{
  reason: string;
  covers(name: string, known: KnownRoutes): boolean;
}> = [
  {
    reason: "Fastify's HEAD twin of a declared GET (or of a web app file): the same handler and checks",
    covers: (name, known) => {
      if (!name.startsWith('HEAD ')) return false;
      const twin = `GET ${name.slice('HEAD '.length)}`;
      return known.declared.has(twin) || known.webFiles.has(twin);
    },
  },
  {
    reason: 'a file of the built web app (WEB_DIST), public by nature; never under /api/',
    covers: (name, known) => known.webFiles.has(name) && !name.startsWith('GET /api/'),
  },
  {
    reason:
      "Prometheus's scrape (decision 0077): no part of the public API; for METRICS_TOKEN's holder only, " +
      'anyone else gets what an unknown path gets (observability.test.ts proves it)',
    covers: (name) => name === 'GET /metrics' || name === 'HEAD /metrics',
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
  'GET /api/v1/health': { reason: 'liveness, for process supervisors and start-up checks', status: 200 },
  'GET /api/v1/ready': { reason: 'readiness, for the load balancer in front of the processes', status: 200 },
  'POST /api/v1/auth/sign-up': { reason: 'creating an account (a new company here)', status: 200 },
  'POST /api/v1/auth/sign-in': { reason: 'signing in (an unknown account here)', status: 401 },
  'POST /api/v1/auth/sign-out': { reason: 'ending a session; harmless without one', status: 200 },
  'POST /api/v1/auth/passkey-sign-in/options': {
    reason: 'a WebAuthn challenge for signing in with a passkey, before anyone is signed in',
    status: 200,
  },
  'POST /api/v1/auth/passkey-sign-in': {
    reason:
      "signing in with a passkey: the authenticator's signature is the credential (an unknown one here)",
    status: 401,
  },
  'POST /api/v1/auth/sign-in/second-step': {
    reason: "a sign-in's code step: Better Auth's signed two-factor cookie is the credential (none here)",
    status: 400,
  },
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
  'GET /api/v1/company-assets/:companyId/:fileName': {
    reason: "a company's logo: a public URL (spec section 7), shown in its header and e-mails",
    status: 200,
  },
  'GET /api/v1/system-assets/:ownerCompanyId/:imageType/:imageFileName': {
    reason: "the platform's logo and favicon: public, shown on every page before sign-in",
    status: 200,
  },
  'GET /api/v1/site-images': {
    reason: "which of the platform's images are active (spec section 7's lookup), for every page",
    status: 200,
  },
  'POST /api/v1/contact-messages': {
    reason: 'the public contact form; rate-limited per address',
    status: 201,
  },
  'POST /api/v1/faq/:faqId/views': {
    reason: 'counts an opened FAQ answer; anyone reads the FAQ',
    status: 200,
  },
  'POST /api/v1/billing/stripe/webhook': {
    reason: "Stripe's webhook: its signature over the body is the credential (no provider in the walk: 404)",
    status: 404,
  },
};

/**
 * What company B's account holder gets from every protected route called with company A's ids:
 * 404 for anything of A, 403 where the role lacks the permission, else 2xx on B's own data.
 */
export const OUTSIDER_ADMIN_EXPECTS: Record<string, number> = {
  'POST /api/v1/auth/change-password': 200,
  // One's own two-step sign-in: never anyone else's, so nothing of company A to find.
  'GET /api/v1/auth/two-factor': 200,
  'POST /api/v1/auth/two-factor/setup': 200,
  'POST /api/v1/auth/two-factor/confirm': 400,
  'POST /api/v1/auth/two-factor/recovery-codes': 409,
  'POST /api/v1/auth/two-factor/disable': 409,
  'GET /api/v1/auth/passkeys': 200,
  'POST /api/v1/auth/passkeys/options': 200,
  'POST /api/v1/auth/passkeys': 400,
  'PATCH /api/v1/auth/passkeys/:passkeyId': 404,
  'DELETE /api/v1/auth/passkeys/:passkeyId': 404,
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
  'GET /api/v1/company/branding': 200,
  'PUT /api/v1/company/branding': 200,
  'POST /api/v1/company/branding/css-preview': 200,
  'PUT /api/v1/company/logo': 200,
  'DELETE /api/v1/company/logo': 200,
  'GET /api/v1/company/custom.css': 200,
  'GET /api/v1/system-themes': 403,
  'POST /api/v1/system-themes': 403,
  'PATCH /api/v1/system-themes/:themeId': 403,
  'POST /api/v1/system-themes/:themeId/activate': 403,
  'POST /api/v1/system-themes/deactivate-all': 403,
  'GET /api/v1/system-images': 403,
  'POST /api/v1/system-images': 403,
  'PATCH /api/v1/system-images/:imageId': 403,
  'PUT /api/v1/system-images/:imageId/file': 403,
  'DELETE /api/v1/system-images/:imageId': 403,
  'GET /api/v1/subscription': 200,
  'POST /api/v1/subscription/plan': 200,
  'POST /api/v1/subscription/add-ons': 201,
  'DELETE /api/v1/subscription/add-ons/:addOnRowId': 404,
  'POST /api/v1/subscription/cancel': 200,
  'GET /api/v1/subscription/invoices': 200,
  'GET /api/v1/subscription/invoices/:invoiceId': 404,
  'POST /api/v1/subscription/invoices/:invoiceId/checkout': 404,
  'GET /api/v1/subscription/internal-ai': 200,
  'PUT /api/v1/faq/:faqId/vote': 200,
  'POST /api/v1/assistant/messages': 200,
  'POST /api/v1/assistant/messages/stream': 200,
  'POST /api/v1/competency-frameworks/:frameworkId/competency-drafts': 404,
  'GET /api/v1/assistant/sessions/:assistantSessionId': 404,
  'PUT /api/v1/assistant/messages/:messageId/feedback': 404,
  'DELETE /api/v1/faq/:faqId/vote': 200,
  'POST /api/v1/knowledge-base/sources': 422,
  'GET /api/v1/knowledge-base/sources': 200,
  'GET /api/v1/knowledge-base/sources/:sourceId': 404,
  'POST /api/v1/knowledge-base/sources/:sourceId/approve': 404,
  'POST /api/v1/knowledge-base/sources/:sourceId/reject': 404,
  'POST /api/v1/knowledge-base/sources/:sourceId/refetch': 404,
  'DELETE /api/v1/knowledge-base/sources/:sourceId': 404,
  'GET /api/v1/knowledge-base/settings': 200,
  'PUT /api/v1/knowledge-base/settings': 200,
  'GET /api/v1/organisation/units': 200,
  'GET /api/v1/organisation/units/:unitId': 404,
  'POST /api/v1/organisation/units': 201,
  'PATCH /api/v1/organisation/units/:unitId': 404,
  'POST /api/v1/organisation/units/:unitId/move': 404,
  'POST /api/v1/organisation/units/:unitId/archive': 404,
  'GET /api/v1/organisation/locations': 200,
  'POST /api/v1/organisation/locations': 201,
  'PATCH /api/v1/organisation/locations/:locationId': 404,
  'POST /api/v1/organisation/locations/:locationId/archive': 404,
  'GET /api/v1/organisation/people/:personId/job-history': 404,
  'POST /api/v1/organisation/people/:personId/job-changes': 404,
  'POST /api/v1/organisation/people/:personId/secondary-assignments': 404,
  'POST /api/v1/organisation/people/:personId/secondary-assignments/:assignmentId/end': 404,
  'GET /api/v1/organisation/unit-twins': 200,
  'POST /api/v1/organisation/unit-twins/keep-apart': 404,
  'POST /api/v1/organisation/units/:unitId/merge': 404,
  'GET /api/v1/organisation/positions': 200,
  'POST /api/v1/organisation/positions': 422,
  'PATCH /api/v1/organisation/positions/:positionId': 404,
  'GET /api/v1/organisation/scheduled-moves': 200,
  'DELETE /api/v1/organisation/scheduled-moves/:moveId': 404,
  'GET /api/v1/organisation/hris-imports': 200,
  'GET /api/v1/organisation/hris-imports/template.csv': 200,
  'POST /api/v1/organisation/hris-imports': 201,
  'GET /api/v1/organisation/hris-imports/:importId': 404,
  'POST /api/v1/organisation/hris-imports/:importId/apply': 404,
  'POST /api/v1/platform/knowledge-base/sources': 403,
  'GET /api/v1/platform/assistant-config': 403,
  'GET /api/v1/platform/knowledge-base/sources': 403,
  'GET /api/v1/platform/knowledge-base/sources/:sourceId': 403,
  'POST /api/v1/platform/knowledge-base/sources/:sourceId/refetch': 403,
  'DELETE /api/v1/platform/knowledge-base/sources/:sourceId': 403,
  'GET /api/v1/platform/faq-analytics': 403,
  // Company B's own overview and alerts: the fingerprints and secrets prove none of A's.
  'GET /api/v1/it-admin/overview': 200,
  'GET /api/v1/it-admin/security-alerts': 200,
  'GET /api/v1/it-admin/system': 403,
  'GET /api/v1/it-admin/storage': 403,
  'POST /api/v1/it-admin/jobs/:jobId/retry': 403,
  'GET /api/v1/it-admin/roles': 200,
  'GET /api/v1/it-admin/role-requests': 200,
  'POST /api/v1/it-admin/role-requests': 404,
  'POST /api/v1/it-admin/role-requests/:roleRequestId/approve': 404,
  'POST /api/v1/it-admin/role-requests/:roleRequestId/reject': 404,
  'POST /api/v1/it-admin/role-requests/:roleRequestId/withdraw': 404,
  'GET /api/v1/it-admin/security-policy': 200,
  'PUT /api/v1/it-admin/security-policy': 200,
  'GET /api/v1/me/password-rules': 200,
  'GET /api/v1/it-admin/sessions': 200,
  'POST /api/v1/it-admin/sessions/:sessionId/sign-out': 404,
  'POST /api/v1/it-admin/people/:personId/sign-out': 404,
  'POST /api/v1/it-admin/people/:personId/password-reset': 404,
  'GET /api/v1/tooltips': 200,
  'POST /api/v1/tooltips/sightings': 200,
  'GET /api/v1/platform/tooltips': 403,
  'POST /api/v1/platform/tooltips': 403,
  'PATCH /api/v1/platform/tooltips/:tooltipId': 403,
  'DELETE /api/v1/platform/tooltips/:tooltipId': 403,
  'PUT /api/v1/subscription/internal-ai': 400,
  'POST /api/v1/subscription/internal-ai/health-check': 422,
  'DELETE /api/v1/subscription/internal-ai': 422,
  'GET /api/v1/platform/subscriptions': 403,
  'POST /api/v1/platform/subscriptions/:companyId/plan': 403,
  'POST /api/v1/platform/subscriptions/:companyId/credits': 403,
  'GET /api/v1/platform/invoices': 403,
  'POST /api/v1/platform/invoices/:invoiceId/paid': 403,
  'GET /api/v1/audit-log': 200,
  'GET /api/v1/contact-messages': 403,
  'PATCH /api/v1/contact-messages/:id': 403,
  'GET /api/v1/competency-frameworks': 200,
  'POST /api/v1/competency-frameworks': 201,
  'GET /api/v1/competency-frameworks/:frameworkId': 404,
  'PATCH /api/v1/competency-frameworks/:frameworkId': 404,
  'POST /api/v1/competency-frameworks/:frameworkId/archive': 404,
  'POST /api/v1/competency-frameworks/:frameworkId/restore': 404,
  'PUT /api/v1/competency-frameworks/:frameworkId/scale': 404,
  'POST /api/v1/competency-frameworks/:frameworkId/categories': 404,
  'PATCH /api/v1/competency-frameworks/:frameworkId/categories/:categoryId': 404,
  'DELETE /api/v1/competency-frameworks/:frameworkId/categories/:categoryId': 404,
  'POST /api/v1/competency-frameworks/:frameworkId/competencies': 404,
  'PATCH /api/v1/competency-frameworks/:frameworkId/competencies/:competencyId': 404,
  'POST /api/v1/competency-frameworks/:frameworkId/competencies/:competencyId/archive': 404,
  'POST /api/v1/competency-frameworks/:frameworkId/competencies/:competencyId/restore': 404,
  'POST /api/v1/competency-frameworks/starter-library': 201,
  'GET /api/v1/competency-frameworks/:frameworkId/export.csv': 404,
  'GET /api/v1/competency-frameworks/:frameworkId/export.xlsx': 404,
  'POST /api/v1/competency-frameworks/:frameworkId/import': 404,
  'GET /api/v1/assessments/me': 200,
  'POST /api/v1/assessments/me': 400,
  'GET /api/v1/assessments/reports': 200,
  'GET /api/v1/teams': 200,
  'GET /api/v1/teams/mine/summary': 200,
  'GET /api/v1/teams/:teamId/matrix': 404,
  'POST /api/v1/teams': 422,
  'PATCH /api/v1/teams/:teamId': 404,
  'DELETE /api/v1/teams/:teamId': 404,
  'GET /api/v1/teams/:teamId/matrix.csv': 404,
  'GET /api/v1/teams/:teamId/matrix.xlsx': 404,
  'GET /api/v1/assessments/tasks': 200,
  'GET /api/v1/assessments/people/:personId': 404,
  'POST /api/v1/assessments/people/:personId': 404,
  'POST /api/v1/assessments/evidence': 201,
  'GET /api/v1/assessments/evidence': 404,
  'GET /api/v1/assessments/gaps': 404,
  'GET /api/v1/assessments/history': 404,
  'GET /api/v1/roles': 404,
  'GET /api/v1/colleagues': 200,
  'GET /api/v1/feedback-requests': 200,
  'POST /api/v1/feedback-requests': 400,
  'POST /api/v1/feedback-requests/:requestId/accept': 404,
  'POST /api/v1/feedback-requests/:requestId/decline': 404,
  'POST /api/v1/feedback-requests/:requestId/answer': 404,
  'POST /api/v1/feedback-requests/:requestId/cancel': 404,
  'POST /api/v1/feedback-requests/proposals/:personId/approve': 404,
  'GET /api/v1/assessment-cycles': 200,
  'POST /api/v1/assessment-cycles': 201,
  'GET /api/v1/assessment-cycles/:cycleId': 404,
  'PATCH /api/v1/assessment-cycles/:cycleId': 404,
  'POST /api/v1/assessment-cycles/:cycleId/remind': 404,
  'POST /api/v1/assessment-cycles/:cycleId/close': 404,
  'GET /api/v1/experience': 200,
  'POST /api/v1/experience/employment': 201,
  'PUT /api/v1/experience/employment/:itemId': 404,
  'DELETE /api/v1/experience/employment/:itemId': 404,
  'POST /api/v1/experience/certifications': 201,
  'PUT /api/v1/experience/certifications/:itemId': 404,
  'DELETE /api/v1/experience/certifications/:itemId': 404,
  'GET /api/v1/competency-settings': 200,
  'PUT /api/v1/competency-settings': 200,
  'POST /api/v1/competency-settings/dry-runs': 201,
  'POST /api/v1/competency-settings/recomputes': 201,
  'GET /api/v1/competency-settings/dry-runs/:dryRunId': 404,
  'GET /api/v1/job-profiles': 200,
  'POST /api/v1/job-profiles': 400,
  'GET /api/v1/job-profiles/people': 200,
  'GET /api/v1/job-profiles/:jobProfileId': 404,
  'GET /api/v1/job-profiles/:jobProfileId/holders': 404,
  'PATCH /api/v1/job-profiles/:jobProfileId': 404,
  'POST /api/v1/job-profiles/:jobProfileId/archive': 404,
  'POST /api/v1/job-profiles/:jobProfileId/restore': 404,
  'PUT /api/v1/profiles/:id/job-profile': 404,
  'PUT /api/v1/job-profiles/:jobProfileId/next-steps': 404,
  'GET /api/v1/job-architecture': 200,
  'POST /api/v1/job-architecture/families': 201,
  'PATCH /api/v1/job-architecture/families/:familyId': 404,
  'POST /api/v1/job-architecture/families/:familyId/archive': 404,
  'POST /api/v1/job-architecture/grades': 201,
  'PATCH /api/v1/job-architecture/grades/:gradeId': 404,
  'POST /api/v1/job-architecture/grades/:gradeId/archive': 404,
  'PUT /api/v1/job-architecture/ladder': 404,
  'GET /api/v1/career-plan': 200,
  'PATCH /api/v1/career-plan': 422,
  'GET /api/v1/career-plan/people': 200,
  'GET /api/v1/career-plan/people/:personId': 404,
  'POST /api/v1/career-plan/people/:personId/comments': 404,
  'GET /api/v1/development-plan': 200,
  'PATCH /api/v1/development-plan/settings': 200,
  'GET /api/v1/development-plan/suggestions': 200,
  'GET /api/v1/development-plan/summary': 200,
  'POST /api/v1/development-plan/actions': 422,
  'PATCH /api/v1/development-plan/actions/:actionId': 404,
  'DELETE /api/v1/development-plan/actions/:actionId': 404,
  'POST /api/v1/development-plan/actions/:actionId/complete': 404,
  'GET /api/v1/development-plan/people': 200,
  'GET /api/v1/development-plan/people/:personId': 404,
  'POST /api/v1/development-plan/people/:personId/comments': 404,
  'POST /api/v1/development-plan/people/:personId/approve': 404,
};

/**
 * Routes that act on one person's own row (their session, file, plan, assessment, experience, 360
 * request, conversation), called by a colleague of the same company whose role may use the route on
 * their own rows: the colleague is refused (403: someone of the company who does not report to them)
 * or told the row does not exist (404: another person's own session, plan action, experience, 360
 * request or conversation), and nothing changes. The walker's rows belong to company A's employee (the subject) and account holder (the
 * rater and line manager); the colleague is a team manager of A who manages neither.
 */
export const COLLEAGUE_EXPECTS: Record<string, number> = {
  'DELETE /api/v1/me/sessions/:sessionId': 404,
  'PATCH /api/v1/auth/passkeys/:passkeyId': 404,
  'DELETE /api/v1/auth/passkeys/:passkeyId': 404,
  'GET /api/v1/assistant/sessions/:assistantSessionId': 404,
  'PUT /api/v1/assistant/messages/:messageId/feedback': 404,
  'PUT /api/v1/experience/employment/:itemId': 404,
  'DELETE /api/v1/experience/employment/:itemId': 404,
  'PUT /api/v1/experience/certifications/:itemId': 404,
  'DELETE /api/v1/experience/certifications/:itemId': 404,
  'PATCH /api/v1/development-plan/actions/:actionId': 404,
  'DELETE /api/v1/development-plan/actions/:actionId': 404,
  'POST /api/v1/development-plan/actions/:actionId/complete': 404,
  'GET /api/v1/development-plan/people/:personId': 403,
  'POST /api/v1/development-plan/people/:personId/comments': 403,
  'POST /api/v1/development-plan/people/:personId/approve': 403,
  'GET /api/v1/career-plan/people/:personId': 403,
  'POST /api/v1/career-plan/people/:personId/comments': 403,
  'GET /api/v1/assessments/people/:personId': 403,
  'POST /api/v1/assessments/people/:personId': 403,
  'POST /api/v1/feedback-requests/:requestId/accept': 404,
  'POST /api/v1/feedback-requests/:requestId/decline': 404,
  'POST /api/v1/feedback-requests/:requestId/answer': 404,
  'POST /api/v1/feedback-requests/:requestId/cancel': 404,
  // Job histories are one's own, or for those who manage people.
  'GET /api/v1/organisation/people/:personId/job-history': 404,
  'POST /api/v1/organisation/people/:personId/job-changes': 403,
  'POST /api/v1/organisation/people/:personId/secondary-assignments': 403,
  'POST /api/v1/organisation/people/:personId/secondary-assignments/:assignmentId/end': 403,
  // Neither the person's line manager nor an administrator: the person's proposals are not theirs to see.
  'POST /api/v1/feedback-requests/proposals/:personId/approve': 404,
  // IT Administration > Users is for the admin-level roles.
  'POST /api/v1/it-admin/sessions/:sessionId/sign-out': 403,
  'POST /api/v1/it-admin/people/:personId/sign-out': 403,
  'POST /api/v1/it-admin/people/:personId/password-reset': 403,
};

/** The path parameters that name one person's own row: a route with one needs a colleague case above. */
export const PERSONAL_PARAMS = [
  ':sessionId',
  ':passkeyId',
  ':assistantSessionId',
  ':messageId',
  ':itemId',
  ':actionId',
  ':personId',
  ':requestId',
] as const;

/**
 * The positive control of the 404s above: the same call, with the same ids, made by the person of
 * company A the row belongs to, succeeds. So another company's 404 is the row being hidden, not a
 * sample that could never work. Rows are the account holder's unless named here as the employee's
 * (their own session, plan, experience, 360 request as its subject, conversation).
 */
export const ROW_OWNER: Record<string, 'employee'> = {
  'DELETE /api/v1/me/sessions/:sessionId': 'employee',
  'PATCH /api/v1/auth/passkeys/:passkeyId': 'employee',
  'DELETE /api/v1/auth/passkeys/:passkeyId': 'employee',
  'GET /api/v1/files/:fileId': 'employee',
  'GET /api/v1/assistant/sessions/:assistantSessionId': 'employee',
  'PUT /api/v1/assistant/messages/:messageId/feedback': 'employee',
  'PUT /api/v1/experience/employment/:itemId': 'employee',
  'DELETE /api/v1/experience/employment/:itemId': 'employee',
  'PUT /api/v1/experience/certifications/:itemId': 'employee',
  'DELETE /api/v1/experience/certifications/:itemId': 'employee',
  'PATCH /api/v1/development-plan/actions/:actionId': 'employee',
  'DELETE /api/v1/development-plan/actions/:actionId': 'employee',
  'POST /api/v1/development-plan/actions/:actionId/complete': 'employee',
  'POST /api/v1/feedback-requests/:requestId/cancel': 'employee',
};

/**
 * The few owners' calls that meet a rule of their row's state instead of 2xx, because the walk has
 * already moved that row on (or the walk has no peer to talk to): the answer still shows the row was
 * found, which is what the positive control needs.
 */
export const ROW_OWNER_RULE_ANSWERS: Record<string, { status: number; reason: string }> = {
  'POST /api/v1/profiles/:id/reject': { status: 409, reason: 'the walked person was approved just before' },
  'POST /api/v1/subscription/invoices/:invoiceId/checkout': {
    status: 422,
    reason: 'no card provider in the walk: the invoice is payable by bank transfer only',
  },
  'POST /api/v1/knowledge-base/sources/:sourceId/approve': {
    status: 409,
    reason: 'the seeded page is already read',
  },
  'POST /api/v1/knowledge-base/sources/:sourceId/reject': {
    status: 409,
    reason: 'the seeded page is already read',
  },
  'POST /api/v1/knowledge-base/sources/:sourceId/refetch': {
    status: 422,
    reason: 'the walk reaches no web site: the page is found, its host is not',
  },
  'POST /api/v1/organisation/units/:unitId/archive': {
    status: 422,
    reason: "the walked unit holds company A's employee, who must move first",
  },
  'POST /api/v1/feedback-requests/:requestId/answer': {
    status: 422,
    reason: 'the request was declined just before',
  },
  'POST /api/v1/feedback-requests/:requestId/cancel': {
    status: 422,
    reason: 'the request was declined just before',
  },
  'POST /api/v1/feedback-requests/proposals/:personId/approve': {
    status: 422,
    reason: 'the walked person proposed no colleagues: the person is found, nothing waits for approval',
  },
  'DELETE /api/v1/competency-frameworks/:frameworkId/categories/:categoryId': {
    status: 422,
    reason: 'the category still holds the walked competency',
  },
  'DELETE /api/v1/development-plan/actions/:actionId': {
    status: 422,
    reason: 'the action was completed just before',
  },
  'POST /api/v1/it-admin/role-requests': {
    status: 422,
    reason:
      'an account holder makes this change in User Management: the person is found, no request is needed',
  },
  'POST /api/v1/it-admin/role-requests/:roleRequestId/reject': {
    status: 409,
    reason: 'the walked request was approved just before',
  },
  'POST /api/v1/it-admin/role-requests/:roleRequestId/withdraw': {
    status: 409,
    reason: 'the walked request was approved just before',
  },
};
