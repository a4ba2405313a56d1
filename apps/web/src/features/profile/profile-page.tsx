import type { PersonSummary } from '@competencyhub/domain/schemas/my-profile';
import type { Me } from '@competencyhub/domain/schemas/profiles';
import { Briefcase, Building2, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { Card } from '../../ui/card.tsx';
import { RoleBadge } from '../../ui/role-badge.tsx';
import { DetailsForm } from './details-form.tsx';
import { JobHistoryPanel } from './job-history-panel.tsx';
import { PhotoControls } from './photo-controls.tsx';
import { useMyProfile } from './profile-api.ts';
import { SessionsPanel } from './sessions-panel.tsx';

interface ProfilePageProps {
  /** The change-password panel, composed by the route (it belongs to the auth feature). */
  passwordPanel?: ReactNode;
  /** "Sign-in security" (two-step sign-in), composed by the route (it belongs to the security feature). */
  securityPanel?: ReactNode;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // A <dl> group must hold only <dt> and <dd>, so the icon sits inside the term.
  return (
    <div className="relative min-w-0 pl-6">
      <dt className="text-xs font-medium text-slate-600">
        <span aria-hidden="true" className="absolute left-0 top-0.5 text-slate-500">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function ProfileHeader({ me, lineManager }: { me: Me; lineManager: PersonSummary | null | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { user, company } = me;
  const work = [user.jobTitle, user.department].filter(Boolean).join(' · ');
  const iconClass = 'size-4';
  return (
    <Card as="section" labelledBy={headingId} className="overflow-hidden">
      <div aria-hidden="true" className="h-20 bg-gradient-to-r from-indigo-600 to-violet-600 sm:h-24" />
      <div className="px-5 pb-6 sm:px-6">
        <div className="-mt-11">
          <PhotoControls name={user.fullName} avatarUrl={user.avatarUrl} />
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {user.fullName}
          </h2>
          <RoleBadge role={user.role} />
        </div>
        {work ? <p className="mt-1 text-sm text-slate-700">{work}</p> : null}
        <dl className="mt-5 grid gap-4 border-t border-slate-200 pt-5 sm:grid-cols-2 lg:grid-cols-3">
          <Fact icon={<Mail className={iconClass} />} label={t('profile.header.email')}>
            {user.email}
          </Fact>
          <Fact icon={<Building2 className={iconClass} />} label={t('profile.header.company')}>
            {company?.name ?? t('profile.header.noCompany')}
          </Fact>
          <Fact icon={<UserRound className={iconClass} />} label={t('profile.header.reportsTo')}>
            {lineManager === undefined
              ? '…'
              : lineManager
                ? [lineManager.fullName, lineManager.jobTitle].filter(Boolean).join(', ')
                : t('profile.header.notSet')}
          </Fact>
          <Fact icon={<Briefcase className={iconClass} />} label={t('profile.header.department')}>
            {user.department ?? t('profile.header.notSet')}
          </Fact>
          <Fact icon={<MapPin className={iconClass} />} label={t('profile.header.location')}>
            {user.location ?? t('profile.header.notSet')}
          </Fact>
          <Fact icon={<Phone className={iconClass} />} label={t('profile.header.phone')}>
            {user.phone ?? t('profile.header.notSet')}
          </Fact>
        </dl>
      </div>
    </Card>
  );
}

/** /profile: who I am to colleagues, my details, my password, two-step sign-in and where I am signed in. */
export function ProfilePage({ passwordPanel, securityPanel }: ProfilePageProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const myProfile = useMyProfile();
  // The line manager is only known once /me/profile answers; undefined means "still loading".
  const lineManager = myProfile.isError ? null : myProfile.data?.lineManager;

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('profile.title')}</h1>
        <p className="text-sm text-slate-600">{t('profile.subtitle')}</p>
      </header>
      <ProfileHeader me={me} lineManager={lineManager} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DetailsForm profile={me.user} />
        {passwordPanel}
      </div>
      {securityPanel}
      <JobHistoryPanel personId={me.user.id} />
      <SessionsPanel />
    </div>
  );
}
