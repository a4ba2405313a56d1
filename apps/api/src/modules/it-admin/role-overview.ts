import { PERMISSION_NAMES, PERMISSIONS } from '@competencyhub/domain/permissions';
import { ROLES } from '@competencyhub/domain/roles';
import type { RolesOverview } from '@competencyhub/domain/schemas/it-admin-roles';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { Services } from '../../services.ts';

/**
 * The Roles tab's table: each of the seven roles with the permissions the domain's table gives it
 * (iterated, never copied) and how many active people of the company hold it — one grouped count
 * over profiles_active_by_role (company_id, role), however many people the company has.
 */
export function rolesOverview(services: Services, companyId: string): Promise<RolesOverview> {
  return withTenant(services.database, companyId, async (tx) => {
    const counts = rowsOf<{ role: string; holders: number | string }>(
      await tx.execute(sql`
        select role, count(*) as holders from profiles
        where company_id = ${companyId} and status = 'active'
        group by role`),
    );
    const byRole = new Map(counts.map((row) => [row.role, Number(row.holders)]));
    return {
      roles: ROLES.map((role) => ({
        role,
        permissions: PERMISSION_NAMES.filter((name) => PERMISSIONS[name](role)),
        holders: byRole.get(role) ?? 0,
      })),
    };
  });
}
