import {
  HolderPage,
  type JobProfileDetail,
  type JobProfileHolder,
} from '@competencyhub/domain/schemas/job-profiles';
import { Archive, ArchiveRestore, Pencil, UserMinus, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { IMPORTANCE_COLORS } from '../../ui/importance.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { AssignDialog } from './assign-dialog.tsx';
import { CareerPathCard } from './career-path-card.tsx';
import { JobProfileDialog } from './job-profile-dialog.tsx';
import { useAssignJobProfile, useJobProfile, useSetJobProfileArchived } from './job-profiles-api.ts';
import { usePayRangeLabel } from './pay-range.ts';

/** "72 %" in the person's language, or a dash with its reason. */
export function useFitLabel() {
  const { t, i18n } = useTranslation();
  return (fit: number | null) =>
    fit === null
      ? t('jobProfiles.fit.none')
      : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
          fit / 100,
        );
}

/** The profile's job family, grade and the grade's pay range, each only when set. */
function Placement({ profile }: { profile: JobProfileDetail }) {
  const { t } = useTranslation();
  const payRange = usePayRangeLabel();
  const { jobFamily, jobGrade } = profile;
  const archived = (text: string, isArchived: boolean) =>
    isArchived ? t('jobProfiles.fields.archivedOption', { name: text }) : text;
  const items = [
    jobFamily
      ? { label: t('jobProfiles.fields.family'), value: archived(jobFamily.name, jobFamily.archived) }
      : null,
    jobGrade
      ? {
          label: t('jobProfiles.fields.grade'),
          value: archived(
            jobGrade.name ? `${jobGrade.code} · ${jobGrade.name}` : jobGrade.code,
            jobGrade.archived,
          ),
        }
      : null,
    jobGrade
      ? {
          label: t('jobProfiles.architecture.grades.payRange'),
          value: payRange(jobGrade.payRange) ?? t('jobProfiles.architecture.noPayRange'),
        }
      : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {items.map((item) => (
        <div key={item.label} className="flex gap-1.5">
          <dt className="text-slate-600">{item.label}:</dt>
          <dd className="font-medium text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Header({ companyId, profile }: { companyId: string; profile: JobProfileDetail }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setArchived = useSetJobProfileArchived(companyId, profile.id);
  const archived = Boolean(profile.archivedAt);
  const fitLabel = useFitLabel();

  async function toggleArchived(next: boolean) {
    setError(null);
    try {
      await setArchived.mutateAsync(next);
      setArchiving(false);
      notifySuccess({
        title: t(next ? 'jobProfiles.archivedToast' : 'jobProfiles.restoredToast', { title: profile.title }),
      });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <Card className="space-y-4 px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold [overflow-wrap:anywhere] text-slate-900">
            {profile.title}
            {archived ? <Badge color="gray">{t('jobProfiles.archivedBadge')}</Badge> : null}
          </h2>
          {profile.department ? (
            <p className="text-sm font-medium text-slate-700">{profile.department}</p>
          ) : null}
          <Placement profile={profile} />
          {profile.description ? (
            <p className="text-sm whitespace-pre-line text-slate-600">{profile.description}</p>
          ) : null}
        </div>
        {profile.canEdit ? (
          <div className="flex flex-wrap gap-2">
            {archived ? (
              <Button
                size="sm"
                variant="secondary"
                pending={setArchived.isPending}
                pendingLabel={t('jobProfiles.restoring')}
                onClick={() => void toggleArchived(false)}
              >
                <ArchiveRestore aria-hidden="true" className="size-4" />
                {t('jobProfiles.restore')}
              </Button>
            ) : (
              <>
                <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('jobProfiles.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setError(null);
                    setArchiving(true);
                  }}
                >
                  <Archive aria-hidden="true" className="size-4" />
                  {t('jobProfiles.archive')}
                </Button>
              </>
            )}
          </div>
        ) : null}
      </div>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          { label: t('jobProfiles.stats.requirements'), value: String(profile.requirementCount) },
          { label: t('jobProfiles.stats.holders'), value: String(profile.holderCount) },
          { label: t('jobProfiles.stats.averageFit'), value: fitLabel(profile.averageFit) },
        ].map((stat) => (
          <div key={stat.label} className="rounded-xl bg-slate-50 px-2 py-3">
            <dt className="text-xs font-medium text-slate-600">{stat.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">{t('jobProfiles.fit.explained')}</p>
      {archived ? <Alert tone="warning">{t('jobProfiles.archivedNotice')}</Alert> : null}
      {error && !archiving ? <Alert tone="error">{error}</Alert> : null}
      <JobProfileDialog companyId={companyId} profile={profile} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={archiving}
        onOpenChange={setArchiving}
        title={t('jobProfiles.archiveTitle', { title: profile.title })}
        description={t('jobProfiles.archiveBody')}
        confirmLabel={t('jobProfiles.archive')}
        pendingLabel={t('jobProfiles.archiving')}
        pending={setArchived.isPending}
        error={error}
        onConfirm={() => void toggleArchived(true)}
      />
    </Card>
  );
}

function Requirements({ profile }: { profile: JobProfileDetail }) {
  const { t } = useTranslation();
  return (
    <Card className="px-5 py-5 sm:px-6">
      <h3 className="text-base font-semibold text-slate-900">{t('jobProfiles.requirements.title')}</h3>
      {profile.requirements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {t(profile.canEdit ? 'jobProfiles.requirements.emptyEditor' : 'jobProfiles.requirements.empty')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {profile.requirements.map((requirement) => (
            <li key={requirement.competencyId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium [overflow-wrap:anywhere] text-slate-900">
                  {requirement.competencyName}
                  {requirement.competencyArchived ? (
                    <span className="ml-2 align-middle">
                      <Badge color="gray">{t('jobProfiles.requirements.archived')}</Badge>
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-600">
                  {requirement.frameworkName} › {requirement.categoryName}
                </p>
              </div>
              <p className="text-sm text-slate-800">
                {t('jobProfiles.requirements.level', {
                  value: requirement.requiredLevel,
                  count: requirement.levelCount,
                  name: requirement.levelName,
                })}
              </p>
              <Badge color={IMPORTANCE_COLORS[requirement.importance]}>
                {t(`jobProfiles.importance.${requirement.importance}`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/**
 * The holders after the first page the profile came with, read a page at a time on demand (a role
 * may be held by thousands); forgotten whenever the profile is read again.
 */
function useMoreHolders(profile: JobProfileDetail) {
  const { t } = useTranslation();
  const [state, setState] = useState<{
    items: JobProfileHolder[];
    next: string | null;
    loading: boolean;
    error: string | null;
  }>({ items: [], next: profile.holdersNextCursor, loading: false, error: null });
  useEffect(() => {
    setState({ items: [], next: profile.holdersNextCursor, loading: false, error: null });
  }, [profile]);
  async function load() {
    if (!state.next) return;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const page = await apiRequest(
        `/job-profiles/${profile.id}/holders?cursor=${encodeURIComponent(state.next)}`,
        { schema: HolderPage },
      );
      setState((current) => ({
        items: [...current.items, ...page.items],
        next: page.nextCursor,
        loading: false,
        error: null,
      }));
    } catch (failure) {
      setState((current) => ({ ...current, loading: false, error: errorMessage(t, failure) }));
    }
  }
  return { ...state, load };
}

function Holders({ companyId, profile }: { companyId: string; profile: JobProfileDetail }) {
  const { t, i18n } = useTranslation();
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; fullName: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignJobProfile(companyId);
  const fitLabel = useFitLabel();
  const canAssign = profile.canEdit && !profile.archivedAt;
  const more = useMoreHolders(profile);
  const holders = [...profile.holders, ...more.items];

  async function remove() {
    if (!removing) return;
    setError(null);
    try {
      await assign.mutateAsync({ personId: removing.id, jobProfileId: null });
      notifySuccess({ title: t('jobProfiles.holders.removed', { name: removing.fullName }) });
      setRemoving(null);
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <Card className="px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{t('jobProfiles.holders.title')}</h3>
        {canAssign ? (
          <Button size="sm" variant="secondary" onClick={() => setAssigning(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('jobProfiles.holders.assign')}
          </Button>
        ) : null}
      </div>
      {holders.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('jobProfiles.holders.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {holders.map((holder) => (
            <li key={holder.id} className="flex items-center gap-3 py-2.5">
              <Avatar name={holder.fullName} imageUrl={holder.avatarUrl} size="sm" />
              <p className="min-w-0 flex-1 truncate font-medium text-slate-900">{holder.fullName}</p>
              <p className="text-sm text-slate-700">
                {holder.fitVisible ? (
                  <>
                    <span className="sr-only">
                      {t('jobProfiles.holders.fitOf', { name: holder.fullName })}{' '}
                    </span>
                    {fitLabel(holder.fitPercent)}
                  </>
                ) : (
                  <span className="text-slate-500">{t('jobProfiles.holders.fitHidden')}</span>
                )}
              </p>
              {profile.canEdit ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('jobProfiles.holders.remove', { name: holder.fullName })}
                  onClick={() => {
                    setError(null);
                    setRemoving({ id: holder.id, fullName: holder.fullName });
                  }}
                >
                  <UserMinus aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {more.next ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('jobProfiles.holders.shownOf', {
              shown: formatCount(holders.length, i18n.language),
              total: formatCount(profile.holderCount, i18n.language),
            })}
          </p>
          <Button
            size="sm"
            variant="secondary"
            pending={more.loading}
            pendingLabel={t('app.loading')}
            onClick={() => void more.load()}
          >
            {t('jobProfiles.holders.showMore')}
          </Button>
        </div>
      ) : null}
      {more.error ? <Alert tone="error">{more.error}</Alert> : null}
      {canAssign ? (
        <AssignDialog companyId={companyId} profile={profile} open={assigning} onOpenChange={setAssigning} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('jobProfiles.holders.removeTitle', { name: removing?.fullName ?? '' })}
        description={t('jobProfiles.holders.removeBody', { title: profile.title })}
        confirmLabel={t('jobProfiles.holders.removeConfirm')}
        pendingLabel={t('jobProfiles.saving')}
        pending={assign.isPending}
        error={error}
        onConfirm={() => void remove()}
      />
    </Card>
  );
}

/** One job profile: what it requires, who holds it and how well they fit. */
export function JobProfileView({
  companyId,
  jobProfileId,
  onOpen,
}: {
  companyId: string;
  jobProfileId: string;
  /** Opens another profile (a step of this one's career paths). */
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const query = useJobProfile(companyId, jobProfileId);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (query.isError) return <Alert tone="error">{errorMessage(t, query.error)}</Alert>;
  const profile = query.data;
  return (
    <div className="min-w-0 space-y-4">
      <Header companyId={companyId} profile={profile} />
      <Requirements profile={profile} />
      <CareerPathCard companyId={companyId} profile={profile} onOpen={onOpen} />
      <Holders companyId={companyId} profile={profile} />
    </div>
  );
}
