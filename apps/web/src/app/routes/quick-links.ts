import { sidebarFor, type VisibleNavItem } from '@competencyhub/domain/navigation';
import type { Me } from '@competencyhub/domain/schemas/profiles';
import { hasPage } from './signed-in-paths.ts';

/** The pages of this user's sidebar that exist today, apart from the dashboard itself. */
export function quickLinksFor(me: {
  user: Pick<Me['user'], 'role'>;
  effectiveRoles: Me['effectiveRoles'];
}): Array<{ path: string; labelKey: string }> {
  const flat: VisibleNavItem[] = sidebarFor({
    role: me.user.role,
    effectiveRoles: me.effectiveRoles,
  }).flatMap((group) => group.items.flatMap((item) => [item, ...(item.children ?? [])]));
  const seen = new Set<string>();
  return flat
    .filter((item) => item.path !== '/dashboard' && hasPage(item.path))
    .filter((item) => !seen.has(item.path) && seen.add(item.path))
    .map((item) => ({ path: item.path, labelKey: item.labelKey }));
}
