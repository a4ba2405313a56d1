import type {
  CareerStep,
  JobProfileDetail,
  NextStepInput,
  NextStepKind,
} from '@competencyhub/domain/schemas/job-profiles';
import { NEXT_STEP_KINDS, NEXT_STEPS_MAX } from '@competencyhub/domain/schemas/job-profiles';
import { ArrowRight, ArrowUpRight, Plus, Route, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useJobProfiles, useSetNextSteps } from './job-profiles-api.ts';

const roleLabel = (step: { title: string; grade: string }) =>
  step.grade ? `${step.title} · ${step.grade}` : step.title;

function StepList({
  steps,
  direction,
  onOpen,
}: {
  steps: CareerStep[];
  direction: 'next' | 'previous';
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 space-y-2">
      {steps.map((step) => (
        <li key={step.jobProfileId} className="flex flex-wrap items-center gap-2">
          {step.kind === 'promotion' ? (
            <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
          ) : (
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          )}
          <button
            type="button"
            className="min-w-0 text-left text-sm font-medium [overflow-wrap:anywhere] text-indigo-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
            onClick={() => onOpen(step.jobProfileId)}
          >
            {roleLabel(step)}
          </button>
          <Badge color={step.kind === 'promotion' ? 'blue' : 'gray'}>
            {t(`jobProfiles.careerPath.kind.${step.kind}`)}
          </Badge>
          {step.archived ? <Badge color="gray">{t('jobProfiles.archivedBadge')}</Badge> : null}
          <span className="sr-only">
            {t(direction === 'next' ? 'jobProfiles.careerPath.nextSr' : 'jobProfiles.careerPath.previousSr')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Where one can go from this role (promotions and lateral moves), and which roles lead here. */
export function CareerPathCard({
  companyId,
  profile,
  onOpen,
}: {
  companyId: string;
  profile: JobProfileDetail;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const canEdit = profile.canEdit && !profile.archivedAt;
  return (
    <Card className="px-5 py-5 sm:px-6">
      <section aria-labelledby={`paths-${profile.id}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3
            id={`paths-${profile.id}`}
            className="flex items-center gap-2 text-base font-semibold text-slate-900"
          >
            <Route aria-hidden="true" className="size-4 text-indigo-600" />
            {t('jobProfiles.careerPath.title')}
          </h3>
          {canEdit ? (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              {t('jobProfiles.careerPath.edit')}
            </Button>
          ) : null}
        </div>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <section aria-labelledby={`next-${profile.id}`}>
            <h4 id={`next-${profile.id}`} className="text-sm font-medium text-slate-700">
              {t('jobProfiles.careerPath.next')}
            </h4>
            {profile.nextSteps.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">
                {t(canEdit ? 'jobProfiles.careerPath.noneEditor' : 'jobProfiles.careerPath.none')}
              </p>
            ) : (
              <StepList steps={profile.nextSteps} direction="next" onOpen={onOpen} />
            )}
          </section>
          <section aria-labelledby={`previous-${profile.id}`}>
            <h4 id={`previous-${profile.id}`} className="text-sm font-medium text-slate-700">
              {t('jobProfiles.careerPath.previous')}
            </h4>
            {profile.previousSteps.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('jobProfiles.careerPath.noPrevious')}</p>
            ) : (
              <StepList steps={profile.previousSteps} direction="previous" onOpen={onOpen} />
            )}
          </section>
        </div>
        {canEdit && editing ? (
          <NextStepsDialog companyId={companyId} profile={profile} onClose={() => setEditing(false)} />
        ) : null}
      </section>
    </Card>
  );
}

function NextStepsDialog({
  companyId,
  profile,
  onClose,
}: {
  companyId: string;
  profile: JobProfileDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const roles = useJobProfiles(companyId, 'exclude');
  const save = useSetNextSteps(companyId, profile.id);
  const [steps, setSteps] = useState<NextStepInput[]>(
    profile.nextSteps.map((step) => ({ jobProfileId: step.jobProfileId, kind: step.kind })),
  );
  const [error, setError] = useState<string | null>(null);
  const titles = new Map(profile.nextSteps.map((step) => [step.jobProfileId, roleLabel(step)]));
  for (const role of roles.data?.items ?? []) titles.set(role.id, roleLabel(role));
  const choices = (roles.data?.items ?? []).filter((role) => role.id !== profile.id);
  const unused = choices.filter((role) => !steps.some((step) => step.jobProfileId === role.id));

  async function submit() {
    setError(null);
    try {
      await save.mutateAsync(steps);
      notifySuccess({ title: t('jobProfiles.careerPath.saved', { title: profile.title }) });
      onClose();
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  const change = (index: number, patch: Partial<NextStepInput>) =>
    setSteps((list) => list.map((step, i) => (i === index ? { ...step, ...patch } : step)));

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('jobProfiles.careerPath.dialogTitle', { title: profile.title })}
      description={t('jobProfiles.careerPath.dialogBody')}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            pending={save.isPending}
            pendingLabel={t('jobProfiles.saving')}
            onClick={() => void submit()}
          >
            {t('jobProfiles.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {roles.isError ? <Alert tone="error">{errorMessage(t, roles.error)}</Alert> : null}
        {steps.length === 0 ? (
          <p className="text-sm text-slate-600">{t('jobProfiles.careerPath.dialogEmpty')}</p>
        ) : (
          <ol className="space-y-3">
            {steps.map((step, index) => (
              <li
                key={step.jobProfileId}
                className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
              >
                <SelectField
                  label={t('jobProfiles.careerPath.role', { number: index + 1 })}
                  value={step.jobProfileId}
                  onChange={(event) => change(index, { jobProfileId: event.target.value })}
                >
                  <option value={step.jobProfileId}>{titles.get(step.jobProfileId) ?? ''}</option>
                  {unused.map((role) => (
                    <option key={role.id} value={role.id}>
                      {roleLabel(role)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('jobProfiles.careerPath.kindLabel', { number: index + 1 })}
                  value={step.kind}
                  onChange={(event) => change(index, { kind: event.target.value as NextStepKind })}
                >
                  {NEXT_STEP_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`jobProfiles.careerPath.kind.${kind}`)}
                    </option>
                  ))}
                </SelectField>
                <Button
                  variant="ghost"
                  aria-label={t('jobProfiles.careerPath.remove', {
                    title: titles.get(step.jobProfileId) ?? '',
                  })}
                  onClick={() => setSteps((list) => list.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ol>
        )}
        {unused.length > 0 && steps.length < NEXT_STEPS_MAX ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              const first = unused[0];
              if (first) setSteps((list) => [...list, { jobProfileId: first.id, kind: 'promotion' }]);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('jobProfiles.careerPath.add')}
          </Button>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Modal>
  );
}
