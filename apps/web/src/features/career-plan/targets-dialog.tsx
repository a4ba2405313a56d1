import {
  CAREER_TARGETS_MAX,
  type CareerPlan,
  type CareerTargetInput,
} from '@competencyhub/domain/schemas/career-plan';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useRoleList, useUpdateCareerPlan } from './career-plan-api.ts';
import { roleLabel } from './role-label.ts';

/** The dialog where one chooses one's target roles and the date to reach each by. */

export function TargetsDialog({
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
