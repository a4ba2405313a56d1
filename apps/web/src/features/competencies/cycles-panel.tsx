import type { CycleDetail } from '@competencyhub/domain/schemas/assessment-cycles';
import { Check, Minus, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useCloseCycle, useCycle, useCycles, useRemindCycle, useUpdateCycle } from './assessments-api.ts';

import { isoDay, LaunchDialog } from './launch-cycle-dialog.tsx';

/** Today as YYYY-MM-DD in UTC, the calendar the server keeps due dates in. */
const today = () => new Date().toISOString().slice(0, 10);

function Done({ done, label }: { done: boolean | null; label: string }) {
  const { t } = useTranslation();
  if (done === null) {
    return (
      <span className="text-slate-500">
        <span className="sr-only">{label}: </span>
        {t('competencies.cycles.noManager')}
      </span>
    );
  }
  return (
    <span className={`inline-flex items-center gap-1 ${done ? 'text-emerald-700' : 'text-slate-500'}`}>
      {done ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Minus aria-hidden="true" className="size-4" />
      )}
      <span className="sr-only">{label}: </span>
      {done ? t('competencies.cycles.done') : t('competencies.cycles.notDone')}
    </span>
  );
}

/** An open cycle's name and deadline; its people stay as launched. */
function EditCycleDialog({
  companyId,
  cycle,
  onClose,
}: {
  companyId: string;
  cycle: CycleDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCycle(companyId);
  const [name, setName] = useState(cycle.name);
  const [dueOn, setDueOn] = useState(cycle.dueOn);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldError = (key: string) => translateValidationMessage(t, errors[key]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const saved = await update.mutateAsync({ id: cycle.id, input: { name, dueOn } });
      notifySuccess({ title: t('competencies.cycles.changed', { name: saved.name }) });
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        const fields: Record<string, string> = {};
        for (const [key, messages] of Object.entries(error.fieldErrors))
          if (messages[0]) fields[key] = messages[0];
        setErrors(fields);
      }
      setFormError(errorMessage(t, error));
    }
  }

  const formId = 'edit-cycle-form';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !update.isPending && onClose()}
      title={t('competencies.cycles.editTitle', { name: cycle.name })}
      description={t('competencies.cycles.editDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            pending={update.isPending}
            pendingLabel={t('competencies.cycles.saving')}
          >
            {t('competencies.cycles.saveChanges')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label={t('competencies.cycles.name')}
          value={name}
          maxLength={120}
          required
          onChange={(event) => setName(event.target.value)}
          error={fieldError('name')}
        />
        <TextField
          label={t('competencies.cycles.dueOn')}
          type="date"
          value={dueOn}
          min={isoDay(0)}
          onChange={(event) => setDueOn(event.target.value)}
          error={fieldError('dueOn')}
        />
      </form>
    </Modal>
  );
}

function CycleMembers({ companyId, cycleId }: { companyId: string; cycleId: string }) {
  const { t, i18n } = useTranslation();
  const cycle = useCycle(companyId, cycleId);
  const remind = useRemindCycle(companyId);
  const close = useCloseCycle(companyId);
  const [closing, setClosing] = useState(false);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (cycle.isPending) return <Spinner label={t('app.loading')} />;
  if (cycle.isError) return <Alert tone="error">{errorMessage(t, cycle.error)}</Alert>;
  const detail: CycleDetail = cycle.data;
  const open = detail.status === 'open';

  async function sendReminders() {
    setError(null);
    try {
      const result = await remind.mutateAsync(detail.id);
      notifySuccess({ title: t('competencies.cycles.reminded', { count: result.reminded }) });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <div className="space-y-3">
      {open ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void sendReminders()}
            pending={remind.isPending}
            pendingLabel={t('competencies.feedback.sending')}
          >
            {t('competencies.cycles.remind')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            {t('competencies.cycles.edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setClosing(true)}>
            {t('competencies.cycles.close')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <EditCycleDialog companyId={companyId} cycle={detail} onClose={() => setEditing(false)} />
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('competencies.cycles.membersOf', { name: detail.name })}</caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                {t('competencies.cycles.person')}
              </th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                {t('competencies.cycles.manager')}
              </th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                {t('competencies.cycles.self')}
              </th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                {t('competencies.cycles.managerRating')}
              </th>
              <th scope="col" className="py-1.5 font-semibold">
                {t('competencies.cycles.reminder')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {detail.members.map((member) => (
              <tr key={member.id}>
                <td className="py-2 pr-3 font-medium text-slate-900">{member.fullName}</td>
                <td className="py-2 pr-3 text-slate-700">{member.managerName ?? '—'}</td>
                <td className="py-2 pr-3">
                  <Done done={member.selfDone} label={t('competencies.cycles.self')} />
                </td>
                <td className="py-2 pr-3">
                  <Done done={member.managerDone} label={t('competencies.cycles.managerRating')} />
                </td>
                <td className="py-2 text-slate-700">
                  {member.reminderSentAt ? formatDate(member.reminderSentAt, i18n.language) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title={t('competencies.cycles.closeTitle', { name: detail.name })}
        description={t('competencies.cycles.closeBody')}
        confirmLabel={t('competencies.cycles.close')}
        pendingLabel={t('competencies.feedback.sending')}
        pending={close.isPending}
        error={error}
        onConfirm={() =>
          void close
            .mutateAsync(detail.id)
            .then(() => setClosing(false))
            .catch((failure: unknown) => setError(errorMessage(t, failure)))
        }
      />
    </div>
  );
}

/** Assessment cycles (learning leads, account holders, platform staff): launch, follow, remind, close. */
export function CyclesPanel({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation();
  const cycles = useCycles(companyId, true);
  const [launching, setLaunching] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Card className="px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{t('competencies.cycles.title')}</h2>
          <p className="text-sm text-slate-600">{t('competencies.cycles.intro')}</p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => setLaunching(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('competencies.cycles.launch')}
        </Button>
      </div>
      {cycles.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : cycles.isError ? (
        <Alert tone="error">{errorMessage(t, cycles.error)}</Alert>
      ) : cycles.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('competencies.cycles.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {cycles.data.items.map((cycle) => {
            const expanded = openId === cycle.id;
            const percent = cycle.memberCount
              ? Math.round((100 * cycle.selfDoneCount) / cycle.memberCount)
              : 0;
            return (
              <li key={cycle.id} className="py-3">
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() => setOpenId(expanded ? null : cycle.id)}
                  className={`w-full rounded-lg text-left ${focusRing}`}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{cycle.name}</span>
                    <Badge color={cycle.status === 'open' ? 'green' : 'gray'}>
                      {t(`competencies.cycles.statuses.${cycle.status}`)}
                    </Badge>
                    {cycle.status === 'open' && cycle.dueOn < today() ? (
                      <Badge color="red">{t('competencies.cycles.overdue')}</Badge>
                    ) : null}
                  </span>
                  <span className="mt-0.5 block text-xs text-slate-600">
                    {cycle.scope === 'company'
                      ? t('competencies.cycles.scopes.company')
                      : `${t(`competencies.cycles.scopes.${cycle.scope}`)}: ${cycle.scopeLabel ?? ''}`}
                    {' · '}
                    {t('competencies.cycles.dueLine', {
                      date: formatDate(`${cycle.dueOn}T12:00:00Z`, i18n.language),
                    })}
                  </span>
                  <span className="mt-2 block h-2 w-full rounded-full bg-slate-200" aria-hidden="true">
                    <span className="block h-2 rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
                  </span>
                  <span className="mt-1 block text-xs text-slate-700">
                    {t('competencies.cycles.progress', {
                      self: cycle.selfDoneCount,
                      manager: cycle.managerDoneCount,
                      managed: cycle.managedCount,
                      count: cycle.memberCount,
                    })}
                  </span>
                </button>
                {expanded ? (
                  <div className="mt-3">
                    <CycleMembers companyId={companyId} cycleId={cycle.id} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {launching ? <LaunchDialog companyId={companyId} onClose={() => setLaunching(false)} /> : null}
    </Card>
  );
}
