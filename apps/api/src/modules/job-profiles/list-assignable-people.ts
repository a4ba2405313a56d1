import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { containsPattern } from '../profiles/repo.ts';

/** The people a job profile can be given, found by name or e-mail. */

/** Up to 20 active people of the company matching `q` (name or e-mail), for the assignment picker. */
export function assignablePeople(services: Services, viewer: Viewer, q: string | undefined) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const pattern = q ? containsPattern(q) : null;
    const items = await tx
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        avatarUrl: profiles.avatarUrl,
        jobTitle: profiles.jobTitle,
        jobProfileId: profiles.jobProfileId,
      })
      .from(profiles)
      .where(
        and(
          eq(profiles.companyId, viewer.tenantId),
          eq(profiles.status, 'active'),
          pattern ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)) : undefined,
        ),
      )
      .orderBy(asc(profiles.fullName))
      .limit(20);
    return { items };
  });
}
