import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { hasPermission } from '@competencyhub/domain/permissions';
import { isAdminLevel } from '@competencyhub/domain/roles';
import { lazy, Suspense } from 'react';
import { CompetencySummaryCard } from '../../features/competencies/competency-summary-card.tsx';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { DevelopmentSummaryCard } from '../../features/development/development-summary-card.tsx';
import { InvitePanel } from '../../features/people/invite-panel.tsx';
import { PendingApprovalsPanel } from '../../features/people/pending-approvals-panel.tsx';
import { TeamSummaryCard } from '../../features/teams/team-summary-card.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { quickLinksFor } from './quick-links.ts';

// Shown only until the address is confirmed, so most visits never download it (nor react-i18next's
// Trans, which it alone of the dashboard uses).
const VerifyEmailCallout = lazy(async () => ({
  default: (await import('../../features/auth/verify-email-callout.tsx')).VerifyEmailCallout,
}));

/** Composes the dashboard from the features it shows; admin panels only for admin-level users. */
export function DashboardRoute() {
  const me = useCurrentUser();
  const admin = isAdminLevel(me.user.role);
  return (
    <DashboardPage
      me={me}
      quickLinks={quickLinksFor(me)}
      competencyPanel={
        me.company ? (
          <>
            <CompetencySummaryCard companyId={me.company.id} />
            <DevelopmentSummaryCard companyId={me.company.id} />
            {hasPermission(me.user.role, 'view_teams') ? <TeamSummaryCard companyId={me.company.id} /> : null}
          </>
        ) : null
      }
      notice={
        me.user.emailVerified ? null : (
          <Suspense fallback={null}>
            <VerifyEmailCallout me={me} />
          </Suspense>
        )
      }
      adminPanels={
        admin ? (
          <>
            <PendingApprovalsPanel />
            <InvitePanel
              actorRole={me.user.role}
              systemOwnerCompany={me.company?.id === SYSTEM_OWNER_COMPANY_ID}
            />
          </>
        ) : null
      }
    />
  );
}
