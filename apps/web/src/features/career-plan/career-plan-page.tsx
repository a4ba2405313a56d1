import type { GapReport } from '@competencyhub/domain/schemas/assessments';
import {
  CAREER_COMMENT_MAX,
  CAREER_TARGETS_MAX,
  type CareerPlan,
  type CareerTarget,
  type CareerTargetInput,
  type RoleFit,
} from '@competencyhub/domain/schemas/career-plan';
import { ArrowRight, ArrowUpRight, Compass, Flag, Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CommentThread } from '../../ui/comment-thread.tsx';
import { IMPORTANCE_COLORS } from '../../ui/importance.ts';
import { Modal } from '../../ui/modal.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PersonPicker } from '../../ui/person-picker.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  useAddCareerComment,
  useCareerPlan,
  useCareerPlanPeople,
  useRoleGaps,
  useRoleList,
  useUpdateCareerPlan,
} from './career-plan-api.ts';

const FitHistoryChart = lazy(() => import('./fit-history-chart.tsx'));

const roleLabel = (role: { title: string; grade: string }) =>
  role.grade ? `${role.title} · ${role.grade}` : role.title;

function useFormat() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      fit: (value: number | null) =>
        value === null ? t('careerPlan.fit.none') : percent.format(value / 100),
      day: (value: string) => date.format(new Date(`${value}T00:00:00Z`)),
      at: (value: string) => dateTime.format(new Date(value)),
    };
  }, [t, i18n.language]);
}

/** "Fit 75 %" with a bar; the number is the text, the bar only repeats it. */
function FitMeter({ fit, label }: { fit: number | null; label: string }) {
  const format = useFormat();
  return (
    <div className="space-y-1">
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-600">{label}</span>
        <span className="text-lg font-semibold text-slate-900">{format.fit(fit)}</span>
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full rounded-full bg-indigo-600" style={{ width: `${fit ?? 0}%` }} />
      </div>
    </div>
  );
}

function GapList({ fit }: { fit: Pick<RoleFit, 'gaps' | 'requirementCount' | 'requirementsMet'> }) {
  const { t } = useTranslation();
  if (fit.requirementCount === 0)
    return <p className="text-sm text-slate-600">{t('careerPlan.gaps.noRequirements')}</p>;
  if (fit.gaps.length === 0) return <p className="text-sm text-green-800">{t('careerPlan.gaps.allMet')}</p>;
  return (
    <div>
      <p className="text-sm text-slate-700">
        {t('careerPlan.gaps.summary', { met: fit.requirementsMet, count: fit.requirementCount })}
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {fit.gaps.map((gap) => (
          <li key={gap.competencyId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="min-w-0 flex-1 basis-40 text-sm font-medium [overflow-wrap:anywhere] text-slate-900">
              {gap.name}
            </span>
            <span className="text-sm text-slate-700">
              {gap.currentLevel === null
                ? t('careerPlan.gaps.notRated', { required: gap.requiredLevel, count: gap.levelCount })
                : t('careerPlan.gaps.levels', {
                    current: gap.currentLevel,
                    required: gap.requiredLevel,
                    count: gap.levelCount,
                  })}
            </span>
            <Badge color={IMPORTANCE_COLORS[gap.importance]}>
              {t(`jobProfiles.importance.${gap.importance}`)}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A gap report of the core, shaped like a role fit (the explore panel reads the core directly). */
function fitOfReport(report: GapReport): RoleFit | null {
  if (!report.jobProfile) return null;
  return {
    role: report.jobProfile,
    fitPercent: report.fitPercent,
    requirementsMet: report.requirementsMet,
    requirementCount: report.rows.length,
    gaps: report.rows.filter((row) => row.gap > 0),
  };
}

function TargetCard({ target }: { target: CareerTarget }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tableId = useId();
  return (
    // min-w-0: a grid item may shrink below the chart's drawn width, which then follows it.
    <Card className="min-w-0 space-y-4 px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900">
            {roleLabel(target.role)}
          </h3>
          <p className="text-sm text-slate-600">
            {t('careerPlan.targets.by', { date: format.day(target.targetDate) })}
          </p>
        </div>
        <Flag aria-hidden="true" className="size-5 text-indigo-600" />
      </div>
      <FitMeter fit={target.fitPercent} label={t('careerPlan.fit.label')} />
      <section aria-labelledby={`${tableId}-history`} className="space-y-2">
        <h4 id={`${tableId}-history`} className="text-sm font-medium text-slate-700">
          {t('careerPlan.history.title')}
        </h4>
        {target.history.length === 0 ? (
          <p className="text-sm text-slate-600">{t('careerPlan.history.empty')}</p>
        ) : (
          <>
            <Suspense fallback={<div className="h-[180px]" />}>
              <FitHistoryChart history={target.history} />
            </Suspense>
            <details className="text-sm">
              <summary className="cursor-pointer text-indigo-700">{t('careerPlan.history.asTable')}</summary>
              <table className="mt-2 w-full text-left">
                <caption className="sr-only">
                  {t('careerPlan.history.caption', { title: target.role.title })}
                </caption>
                <thead>
                  <tr className="text-slate-600">
                    <th scope="col" className="py-1 font-medium">
                      {t('careerPlan.history.day')}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {t('careerPlan.history.fit')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {target.history.map((point) => (
                    <tr key={point.day} className="border-t border-slate-100">
                      <td className="py-1">{format.day(point.day)}</td>
                      <td className="py-1">{format.fit(point.fitPercent)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </section>
      <section className="space-y-1">
        <h4 className="text-sm font-medium text-slate-700">{t('careerPlan.gaps.title')}</h4>
        <GapList fit={target} />
      </section>
    </Card>
  );
}

function TargetsDialog({
  companyId,
  plan,
  initial,
  onClose,
}: {
  companyId: string;
  plan: CareerPlan;
  initial: CareerTargetInput[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const roles = useRoleList(companyId);
  const update = useUpdateCareerPlan(companyId);
  // Each row keeps its own key while its role changes, so a keyboard user's focus stays on it.
  const [rows, setRows] = useState(() => initial.map((target, key) => ({ key, ...target })));
  const [nextKey, setNextKey] = useState(initial.length);
  const targets: CareerTargetInput[] = rows.map(({ jobProfileId, targetDate }) => ({
    jobProfileId,
    targetDate,
  }));
  const [error, setError] = useState<string | null>(null);
  const titles = new Map(plan.targets.map((target) => [target.role.id, roleLabel(target.role)]));
  for (const role of roles.data?.items ?? []) titles.set(role.id, roleLabel(role));
  const choices = (roles.data?.items ?? []).filter((role) => role.id !== plan.currentRole?.role.id);
  const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);

  async function submit() {
    setError(null);
    try {
      await update.mutateAsync({ targets });
      notifySuccess({ title: t('careerPlan.targets.saved') });
      onClose();
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }
  const change = (index: number, patch: Partial<CareerTargetInput>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('careerPlan.targets.dialogTitle')}
      description={t('careerPlan.targets.dialogBody', { count: CAREER_TARGETS_MAX })}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            pending={update.isPending}
            pendingLabel={t('careerPlan.saving')}
            onClick={() => void submit()}
          >
            {t('careerPlan.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {roles.isError ? <Alert tone="error">{errorMessage(t, roles.error)}</Alert> : null}
        {targets.length === 0 ? (
          <p className="text-sm text-slate-600">{t('careerPlan.targets.dialogEmpty')}</p>
        ) : null}
        {rows.map((target, index) => (
          <div
            key={target.key}
            className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_11rem_auto] sm:items-end"
          >
            <SelectField
              label={t('careerPlan.targets.role', { number: index + 1 })}
              value={target.jobProfileId}
              onChange={(event) => change(index, { jobProfileId: event.target.value })}
            >
              {titles.has(target.jobProfileId) ? null : <option value={target.jobProfileId} />}
              {choices
                .filter(
                  (role) =>
                    role.id === target.jobProfileId ||
                    !targets.some((other) => other.jobProfileId === role.id),
                )
                .map((role) => (
                  <option key={role.id} value={role.id}>
                    {roleLabel(role)}
                  </option>
                ))}
            </SelectField>
            <TextField
              type="date"
              label={t('careerPlan.targets.date', { number: index + 1 })}
              value={target.targetDate}
              min={today}
              onChange={(event) => change(index, { targetDate: event.target.value })}
            />
            <Button
              variant="ghost"
              aria-label={t('careerPlan.targets.remove', { title: titles.get(target.jobProfileId) ?? '' })}
              onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        {targets.length < CAREER_TARGETS_MAX ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={choices.length === 0}
            onClick={() => {
              const first = choices.find(
                (role) => !targets.some((target) => target.jobProfileId === role.id),
              );
              if (!first) return;
              setRows((list) => [...list, { key: nextKey, jobProfileId: first.id, targetDate: inAYear }]);
              setNextKey(nextKey + 1);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('careerPlan.targets.add')}
          </Button>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Modal>
  );
}

/** One role one could move to: its fit and gaps, and (on one's own plan) a way to aim for it. */
function RoleOption({
  fit,
  kind,
  isTarget = null,
  onTarget,
}: {
  fit: RoleFit;
  kind?: 'promotion' | 'lateral';
  /** Already one of the plan's targets (its gaps are shown there): the sentence saying so. */
  isTarget?: string | null;
  onTarget: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <Card className="min-w-0 space-y-3 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex min-w-0 items-center gap-2 text-base font-semibold [overflow-wrap:anywhere] text-slate-900">
          {kind === 'promotion' ? (
            <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
          ) : kind === 'lateral' ? (
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          ) : null}
          {roleLabel(fit.role)}
        </h3>
        {kind ? (
          <Badge color={kind === 'promotion' ? 'blue' : 'gray'}>
            {t(`jobProfiles.careerPath.kind.${kind}`)}
          </Badge>
        ) : null}
      </div>
      <FitMeter fit={fit.fitPercent} label={t('careerPlan.fit.label')} />
      {isTarget ? (
        <p className="text-sm text-slate-600">{isTarget}</p>
      ) : fit.gaps.length === 0 ? (
        <GapList fit={fit} />
      ) : (
        <details className="group">
          <summary className="cursor-pointer text-sm text-indigo-700">
            {t('careerPlan.gaps.show', { count: fit.gaps.length })}
          </summary>
          <div className="mt-2">
            <GapList fit={fit} />
          </div>
        </details>
      )}
      {onTarget ? (
        <Button size="sm" variant="secondary" onClick={onTarget}>
          <Flag aria-hidden="true" className="size-4" />
          {t('careerPlan.targets.aimFor', { title: fit.role.title })}
        </Button>
      ) : null}
    </Card>
  );
}

function Explore({
  companyId,
  plan,
  personId,
  onTarget,
}: {
  companyId: string;
  plan: CareerPlan;
  personId: string | null;
  onTarget: ((jobProfileId: string) => void) | null;
}) {
  const { t } = useTranslation();
  const roles = useRoleList(companyId);
  const [chosen, setChosen] = useState<string | null>(null);
  const gaps = useRoleGaps(companyId, personId, chosen);
  const fit = gaps.data ? fitOfReport(gaps.data) : null;
  return (
    <section aria-labelledby="career-explore" className="space-y-3">
      <h2 id="career-explore" className="text-lg font-semibold text-slate-900">
        {t('careerPlan.explore.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('careerPlan.explore.intro')}</p>
      <SelectField
        label={t('careerPlan.explore.role')}
        value={chosen ?? ''}
        onChange={(event) => setChosen(event.target.value || null)}
        className="max-w-md"
      >
        <option value="">{t('careerPlan.explore.choose')}</option>
        {(roles.data?.items ?? [])
          .filter((role) => role.id !== plan.currentRole?.role.id)
          .map((role) => (
            <option key={role.id} value={role.id}>
              {roleLabel(role)}
            </option>
          ))}
      </SelectField>
      {gaps.isError ? <Alert tone="error">{errorMessage(t, gaps.error)}</Alert> : null}
      {chosen && gaps.isPending ? <Spinner label={t('app.loading')} /> : null}
      {chosen && fit ? (
        <RoleOption
          fit={fit}
          onTarget={
            onTarget && !plan.targets.some((target) => target.role.id === fit.role.id)
              ? () => onTarget(fit.role.id)
              : null
          }
        />
      ) : null}
    </section>
  );
}

function Comments({
  companyId,
  plan,
  personId,
}: {
  companyId: string;
  plan: CareerPlan;
  personId: string | null;
}) {
  const { t } = useTranslation();
  const add = useAddCareerComment(companyId, personId, plan.person.id);
  return (
    <CommentThread
      comments={plan.comments}
      maxLength={CAREER_COMMENT_MAX}
      pending={add.isPending}
      onSend={(body) => add.mutateAsync(body)}
      text={{
        title: t('careerPlan.comments.title'),
        empty: t(plan.isOwn ? 'careerPlan.comments.emptyOwn' : 'careerPlan.comments.empty'),
        formerColleague: t('careerPlan.comments.formerColleague'),
        label: t(plan.isOwn ? 'careerPlan.comments.replyLabel' : 'careerPlan.comments.label'),
        send: t('careerPlan.comments.send'),
        sending: t('careerPlan.saving'),
        added: t('careerPlan.comments.added'),
      }}
    />
  );
}

function Opportunities({ companyId, plan }: { companyId: string; plan: CareerPlan }) {
  const { t } = useTranslation();
  const update = useUpdateCareerPlan(companyId);
  const [error, setError] = useState<string | null>(null);
  // The box shows the choice at once; a refusal puts it back.
  const [asked, setAsked] = useState<boolean | null>(null);
  const id = useId();
  async function toggle(open: boolean) {
    setError(null);
    setAsked(open);
    try {
      await update.mutateAsync({ openToInternalOpportunities: open });
      notifySuccess({ title: t(open ? 'careerPlan.opportunities.on' : 'careerPlan.opportunities.off') });
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      setAsked(null);
    }
  }
  return (
    <Card className="space-y-2 px-5 py-4 sm:px-6">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={asked ?? plan.openToInternalOpportunities}
          disabled={update.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void toggle(event.target.checked)}
          className="mt-1 size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-900">
            {t('careerPlan.opportunities.label')}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {t('careerPlan.opportunities.hint')}
          </p>
        </div>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Card>
  );
}

function Plan({ companyId, personId }: { companyId: string; personId: string | null }) {
  const { t } = useTranslation();
  const query = useCareerPlan(companyId, personId);
  const [editing, setEditing] = useState<CareerTargetInput[] | null>(null);
  if (query.isPending) return <Spinner label={t('app.loading')} />;
  if (query.isError) return <Alert tone="error">{errorMessage(t, query.error)}</Alert>;
  const plan = query.data;
  const current: CareerTargetInput[] = plan.targets.map((target) => ({
    jobProfileId: target.role.id,
    targetDate: target.targetDate,
  }));
  const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const aimFor =
    plan.isOwn && plan.targets.length < CAREER_TARGETS_MAX
      ? (jobProfileId: string) => setEditing([...current, { jobProfileId, targetDate: inAYear }])
      : null;
  const name = plan.person.fullName;

  return (
    <div className="space-y-6">
      <section aria-labelledby="career-current" className="space-y-3">
        <h2 id="career-current" className="text-lg font-semibold text-slate-900">
          {t(plan.isOwn ? 'careerPlan.current.title' : 'careerPlan.current.titleOf', { name })}
        </h2>
        {plan.currentRole ? (
          <Card className="space-y-3 px-5 py-4 sm:px-6">
            <h3 className="text-base font-semibold text-slate-900">{roleLabel(plan.currentRole.role)}</h3>
            <FitMeter fit={plan.currentRole.fitPercent} label={t('careerPlan.fit.label')} />
            <GapList fit={plan.currentRole} />
          </Card>
        ) : (
          <Alert tone="info">
            {t(plan.isOwn ? 'careerPlan.current.none' : 'careerPlan.current.noneOf', { name })}
          </Alert>
        )}
      </section>

      <section aria-labelledby="career-targets" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="career-targets" className="text-lg font-semibold text-slate-900">
            {t('careerPlan.targets.title')}
          </h2>
          {plan.isOwn ? (
            <Button size="sm" variant="secondary" onClick={() => setEditing(current)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('careerPlan.targets.edit')}
            </Button>
          ) : null}
        </div>
        {plan.targets.length === 0 ? (
          <p className="text-sm text-slate-600">
            {t(plan.isOwn ? 'careerPlan.targets.empty' : 'careerPlan.targets.emptyOf', { name })}
          </p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {plan.targets.map((target) => (
              <TargetCard key={target.role.id} target={target} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="career-next" className="space-y-3">
        <h2 id="career-next" className="text-lg font-semibold text-slate-900">
          {t(plan.isOwn ? 'careerPlan.next.title' : 'careerPlan.next.titleOf', { name })}
        </h2>
        {plan.nextRoles.length === 0 ? (
          <p className="text-sm text-slate-600">
            {t(plan.isOwn ? 'careerPlan.next.empty' : 'careerPlan.next.emptyOf', { name })}
          </p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {plan.nextRoles.map((role) => (
              <RoleOption
                key={role.role.id}
                fit={role}
                kind={role.kind}
                isTarget={
                  plan.targets.some((target) => target.role.id === role.role.id)
                    ? t(plan.isOwn ? 'careerPlan.next.isTarget' : 'careerPlan.next.isTargetOf', { name })
                    : null
                }
                onTarget={
                  aimFor && !plan.targets.some((target) => target.role.id === role.role.id)
                    ? () => aimFor(role.role.id)
                    : null
                }
              />
            ))}
          </div>
        )}
      </section>

      <Explore companyId={companyId} plan={plan} personId={personId} onTarget={aimFor} />
      {plan.isOwn ? <Opportunities companyId={companyId} plan={plan} /> : null}
      <Comments companyId={companyId} plan={plan} personId={personId} />
      {editing ? (
        <TargetsDialog companyId={companyId} plan={plan} initial={editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

/** Whose plan: one's own, or (for a manager) a report's. */
function Whose({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const people = useCareerPlanPeople(companyId);
  return (
    <PersonPicker
      label={t('careerPlan.whose')}
      ownLabel={t('careerPlan.mine')}
      options={(people.data?.items ?? []).map((person) => ({
        id: person.id,
        label: t('careerPlan.personOption', { name: person.fullName, count: person.targetCount }),
      }))}
    />
  );
}

export function CareerPlanPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [params] = useSearchParams();
  const companyId = me.company?.id ?? '';
  const personId = params.get('person');
  return (
    <div className="space-y-6">
      <PageHeader icon={Compass} title={t('careerPlan.title')} intro={t('careerPlan.intro')} />
      {me.company ? (
        <>
          <Whose companyId={companyId} />
          <Plan key={personId ?? 'me'} companyId={companyId} personId={personId} />
        </>
      ) : (
        <Alert tone="info">{t('careerPlan.noCompany')}</Alert>
      )}
    </div>
  );
}
