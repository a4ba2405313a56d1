import type { Me } from '@competencyhub/domain/schemas/profiles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { Panel } from '../../ui/panel.tsx';
import { RoleBadge } from '../../ui/role-badge.tsx';
import { ProfileCompletenessCard } from './profile-completeness-card.tsx';
import { type QuickLink, QuickLinksCard } from './quick-links-card.tsx';

interface DashboardPageProps {
  me: Me;
  /** Something the user should act on, shown under the greeting (e.g. confirm your e-mail). */
  notice?: ReactNode;
  /** Admin panels (approvals, invitations), composed by the route so features stay apart. */
  adminPanels?: ReactNode;
  /** Pages this user can open today, computed by the route from the sidebar rules. */
  quickLinks?: readonly QuickLink[];
  /** Account settings, e.g. the change-password form. */
  accountPanel?: ReactNode;
  /** Fit, gaps and assessment tasks, composed by the route from the competencies feature. */
  competencyPanel?: ReactNode;
}

function AccountSummary({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const { user, company } = me;
  const rows: [string, ReactNode][] = [
    [t('dashboard.account.email'), user.email],
    [t('dashboard.account.company'), company?.name ?? t('dashboard.noCompany')],
    [t('dashboard.account.role'), <RoleBadge key="role" role={user.role} />],
    [t('dashboard.account.memberSince'), formatDate(user.createdAt, i18n.resolvedLanguage)],
  ];
  return (
    <Panel title={t('dashboard.account.title')}>
      <dl className="divide-y divide-slate-200">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5 first:pt-0 last:pb-0"
          >
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="min-w-0 break-all text-sm font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function DashboardPage({
  me,
  notice,
  adminPanels,
  quickLinks = [],
  accountPanel,
  competencyPanel,
}: DashboardPageProps) {
  const { t } = useTranslation();
  const { user, company } = me;

  return (
    <div className="space-y-8">
      <section className="overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-indigo-800 px-6 py-7 text-white shadow-sm sm:px-8 sm:py-9">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('dashboard.welcome', { name: user.fullName })}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-indigo-50">
          <span className="font-medium">{company?.name ?? t('dashboard.noCompany')}</span>
          <span aria-hidden="true" className="text-indigo-200">
            •
          </span>
          <RoleBadge role={user.role} />
        </div>
        <p className="mt-4 max-w-2xl text-sm leading-relaxed text-indigo-50">{t('dashboard.intro')}</p>
      </section>

      {notice}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        {competencyPanel}
        <ProfileCompletenessCard user={user} />
        <QuickLinksCard links={quickLinks} />
      </div>

      {adminPanels ? <div className="grid items-start gap-6 lg:grid-cols-2">{adminPanels}</div> : null}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AccountSummary me={me} />
        {accountPanel}
      </div>
    </div>
  );
}
