import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { effectiveRoles } from '@competencyhub/domain/roles';
import { Ok } from '@competencyhub/domain/schemas/common';
import {
  ChangeRoleInput,
  ListProfilesQuery,
  Me,
  Profile,
  ProfileIdParams,
  ProfileListItem,
  ProfilePage,
  SetLineManagerInput,
  SetManagedCompanyInput,
} from '@competencyhub/domain/schemas/profiles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { brandView } from '../branding/branding.ts';
import { activeThemeColours } from '../branding/system-themes.ts';
import { findCompany, findCompanySummary } from '../companies/repo.ts';
import { subscriptionState } from '../subscriptions/access.ts';
import { setLineManager } from './line-manager.ts';
import { approve, changeRole, deactivate, reactivate, reject } from './membership.ts';
import { listProfiles, toProfile } from './repo.ts';

export function profileRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const { database, config } = services;

  r.get('/api/v1/me', 'session', { response: Me }, async ({ viewer }) => {
    const summary = await findCompanySummary(database.db, viewer.tenantId);
    const company = summary
      ? {
          ...summary,
          brand: await brandView(database.db, summary.id, await activeThemeColours(database.db)),
          subscription: await subscriptionState(database.db, summary.id),
        }
      : null;
    return {
      user: toProfile({ ...viewer.profile, emailVerified: viewer.emailVerified }),
      company,
      managedCompanyId: viewer.managedCompanyId,
      effectiveRoles: effectiveRoles(
        {
          role: viewer.role,
          email: viewer.email,
          companyId: viewer.companyId,
          managedCompanyId: viewer.managedCompanyId,
        },
        config.SYSTEM_OWNER_DOMAIN,
      ),
      secondFactor: viewer.secondFactor,
    };
  });

  /** A system-level user picks the company they manage; null returns to their own. */
  r.post(
    '/api/v1/me/managed-company',
    'operate_platform',
    { body: SetManagedCompanyInput, response: Ok },
    async ({ body, viewer, req }) => {
      const companyId = body.companyId === SYSTEM_OWNER_COMPANY_ID ? null : body.companyId;
      if (companyId && !(await findCompany(database.db, companyId))) throw notFound('Company');
      await database.db.transaction(async (tx) => {
        await tx
          .update(profiles)
          .set({ managedCompanyId: companyId, updatedAt: new Date() })
          .where(eq(profiles.id, viewer.userId));
        await writeAudit(tx, req, {
          action: 'managed_company.changed',
          companyId: companyId ?? viewer.companyId,
          actorId: viewer.userId,
          actorEmail: viewer.email,
          targetType: 'company',
          targetId: companyId ?? viewer.companyId,
          details: { from: viewer.managedCompanyId, to: companyId },
        });
      });
      return { ok: true as const };
    },
  );

  r.get(
    '/api/v1/profiles',
    'manage_people',
    { query: ListProfilesQuery, response: ProfilePage },
    async ({ query, viewer }) =>
      withTenant(database, viewer.tenantId, (tx) => listProfiles(tx, viewer.tenantId, query)),
  );

  const onePerson = { params: ProfileIdParams, response: Profile };
  r.post('/api/v1/profiles/:id/approve', 'manage_people', onePerson, (ctx) =>
    approve(services, ctx.viewer, ctx.params.id, ctx.req),
  );
  r.post('/api/v1/profiles/:id/reject', 'manage_people', onePerson, (ctx) =>
    reject(services, ctx.viewer, ctx.params.id, ctx.req),
  );
  r.patch('/api/v1/profiles/:id/role', 'manage_people', { ...onePerson, body: ChangeRoleInput }, (ctx) =>
    changeRole(services, ctx.viewer, ctx.params.id, ctx.body.role, ctx.req),
  );
  r.patch(
    '/api/v1/profiles/:id/line-manager',
    'manage_people',
    { params: ProfileIdParams, body: SetLineManagerInput, response: ProfileListItem },
    (ctx) => setLineManager(services, ctx.viewer, ctx.params.id, ctx.body.lineManagerId, ctx.req),
  );
  r.post('/api/v1/profiles/:id/deactivate', 'manage_people', onePerson, (ctx) =>
    deactivate(services, ctx.viewer, ctx.params.id, ctx.req),
  );
  r.post('/api/v1/profiles/:id/reactivate', 'manage_people', onePerson, (ctx) =>
    reactivate(services, ctx.viewer, ctx.params.id, ctx.req),
  );
}
