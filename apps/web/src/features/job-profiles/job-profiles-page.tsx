import { isSystemLevel } from '@competencyhub/domain/roles';
import type { JobProfileSummary } from '@competencyhub/domain/schemas/job-profiles';
import { Briefcase, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-messages.ts';
import { foldForSearch } from '../../lib/search-text.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PlanUpgradeNote, usePlanHas } from '../../ui/plan-upgrade-note.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { JobArchitecturePanel } from './job-architecture-panel.tsx';
import { JobProfileDialog } from './job-profile-dialog.tsx';
import { JobProfileView, useFitLabel } from './job-profile-view.tsx';
import { useJobProfiles } from './job-profiles-api.ts';

/** The profile picked in the list, kept in the address so a reload or a shared link shows it. */
function useSelectedProfile(profiles: readonly JobProfileSummary[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('profile');
  const selected =
    profiles.find((profile) => profile.id === asked) ??
    profiles.find((profile) => !profile.archivedAt) ??
    profiles[0] ??
    null;
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('profile', id);
        return next;
      },
      { replace: true },
    );
  return [selected, select] as const;
}

function ProfileList({
  profiles,
  selectedId,
  onSelect,
}: {
  profiles: readonly JobProfileSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const fitLabel = useFitLabel();
  return (
    <ul className="space-y-2">
      {profiles.map((profile) => {
        const selected = profile.id === selectedId;
        const facts = [profile.department, profile.grade].filter(Boolean).join(' · ');
        return (
          <li key={profile.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(profile.id)}
              className={`w-full rounded-xl border px-4 py-3 text-left transition-colors ${focusRing} ${
                selected
                  ? 'border-indigo-300 bg-indigo-50 ring-1 ring-indigo-200'
                  : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50'
              }`}
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {profile.title}
                </span>
                {profile.archivedAt ? <Badge color="gray">{t('jobProfiles.archivedBadge')}</Badge> : null}
              </span>
              {facts ? <span className="block text-sm text-slate-700">{facts}</span> : null}
              <span className="mt-1 block text-xs text-slate-600">
                {t('jobProfiles.listCounts', {
                  requirements: t('jobProfiles.requirementCount', { count: profile.requirementCount }),
                  holders: t('jobProfiles.holderCount', { count: profile.holderCount }),
                })}
                {profile.averageFit !== null
                  ? ` · ${t('jobProfiles.listFit', { fit: fitLabel(profile.averageFit) })}`
                  : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function EmptyState({ canEdit, onCreate }: { canEdit: boolean; onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="px-6 py-10 text-center">
      <Briefcase aria-hidden="true" className="mx-auto size-10 text-indigo-500" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('jobProfiles.empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
        {t(canEdit ? 'jobProfiles.empty.bodyEditor' : 'jobProfiles.empty.bodyReader')}
      </p>
      {canEdit ? (
        <div className="mt-6 flex justify-center">
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" className="size-4" />
            {t('jobProfiles.create')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

type JobProfilesTab = 'profiles' | 'architecture';

/** Job profiles and, on a tab of its own, the job families and grade ladder they are placed in. */
function JobProfileSections({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const list = useJobProfiles(companyId, 'include');
  const customProfiles = usePlanHas('custom_role_profiles');
  const [tab, select] = useTabParam<JobProfilesTab>(['profiles', 'architecture']);
  return (
    <div className="space-y-6">
      <Tabs
        idPrefix="job-profiles"
        label={t('jobProfiles.tabs.label')}
        layout="grid"
        selected={tab}
        onSelect={select}
        tabs={[
          { id: 'profiles', label: t('jobProfiles.tabs.profiles') },
          { id: 'architecture', label: t('jobProfiles.tabs.architecture') },
        ]}
      />
      <TabPanel idPrefix="job-profiles" id="profiles" selected={tab === 'profiles'}>
        {tab === 'profiles' ? <JobProfiles companyId={companyId} /> : null}
      </TabPanel>
      <TabPanel idPrefix="job-profiles" id="architecture" selected={tab === 'architecture'}>
        {tab === 'architecture' ? (
          <JobArchitecturePanel
            companyId={companyId}
            canEdit={Boolean(list.data?.canEdit) && customProfiles}
          />
        ) : null}
      </TabPanel>
    </div>
  );
}

function JobProfiles({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const list = useJobProfiles(companyId, 'include');
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const all = list.data?.items ?? [];
  const needle = foldForSearch(deferredSearch.trim());
  const shown = needle
    ? all.filter((profile) =>
        foldForSearch(`${profile.title} ${profile.department} ${profile.grade}`).includes(needle),
      )
    : all;
  const [selected, select] = useSelectedProfile(all);
  const customProfiles = usePlanHas('custom_role_profiles');

  if (list.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (list.isError) return <Alert tone="error">{errorMessage(t, list.error)}</Alert>;

  // Custom job profiles come with some plans only: the server refuses them on the others (issue 11).
  const canEdit = list.data.canEdit && customProfiles;
  const upgrade =
    list.data.canEdit && !customProfiles ? <PlanUpgradeNote feature="custom_role_profiles" /> : null;
  const createDialog = canEdit ? (
    <JobProfileDialog
      companyId={companyId}
      profile={null}
      open={creating}
      onOpenChange={setCreating}
      onSaved={(profile) => select(profile.id)}
    />
  ) : null;
  if (all.length === 0) {
    return (
      <>
        {upgrade}
        <EmptyState canEdit={canEdit} onCreate={() => setCreating(true)} />
        {createDialog}
      </>
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[19rem_minmax(0,1fr)]">
      <nav aria-label={t('jobProfiles.listLabel')} className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t('jobProfiles.listTitle')}
          </h2>
          {canEdit ? (
            <Button size="sm" variant="secondary" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('jobProfiles.new')}
            </Button>
          ) : null}
        </div>
        {upgrade}
        <TextField
          label={t('jobProfiles.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('jobProfiles.searchPlaceholder')}
        />
        <p className="text-xs text-slate-600" aria-live="polite">
          {t('jobProfiles.showing', { shown: shown.length, total: all.length })}
        </p>
        {shown.length === 0 ? (
          <p className="text-sm text-slate-600">{t('jobProfiles.noMatch')}</p>
        ) : (
          <ProfileList profiles={shown} selectedId={selected?.id ?? null} onSelect={select} />
        )}
      </nav>
      {selected ? (
        <JobProfileView key={selected.id} companyId={companyId} jobProfileId={selected.id} onOpen={select} />
      ) : null}
      {createDialog}
    </div>
  );
}

/** /job-profiles: the company's roles, what each requires, and who holds it. */
export function JobProfilesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const company = me.company;
  return (
    <div className="space-y-6">
      <header className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 sm:flex">
          <Briefcase aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('jobProfiles.title')}</h1>
          <p className="text-sm text-slate-600">{t('jobProfiles.intro')}</p>
        </div>
      </header>
      {company && isSystemLevel(me.user.role) && me.managedCompanyId ? (
        <Alert tone="info">{t('jobProfiles.managing', { company: company.name })}</Alert>
      ) : null}
      {company ? (
        <JobProfileSections companyId={company.id} />
      ) : (
        <Alert tone="warning">{t('jobProfiles.noCompany')}</Alert>
      )}
    </div>
  );
}
