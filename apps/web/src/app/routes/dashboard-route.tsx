import { isAdminLevel } from '@competencyhub/domain/roles';
import { ChangePasswordPanel } from '../../features/auth/change-password-panel.tsx';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { InvitePanel } from '../../features/invitations/invite-panel.tsx';
import { PendingApprovalsPanel } from '../../features/people/pending-approvals-panel.tsx';
import { useCurrentUser } from '../../lib/session.ts';

/** Composes the dashboard from the features it shows; admin panels only for admin-level users. */
export function DashboardRoute() {
  const me = useCurrentUser();
  const admin = isAdminLevel(me.user.role);
  return (
    <DashboardPage
      me={me}
      adminPanels={
        admin ? (
          <>
            <PendingApprovalsPanel />
            <InvitePanel actorRole={me.user.role} />
          </>
        ) : null
      }
      accountPanel={<ChangePasswordPanel />}
    />
  );
}
