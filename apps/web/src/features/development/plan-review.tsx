import type { DevelopmentPlan } from '@competencyhub/domain/schemas/development-plan';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { useApprovePlan } from './development-api.ts';
import { useDevelopmentFormat } from './use-development-format.ts';

/** Where the plan stands with the line manager (draft, approved, changed since), and their approve button. */

export function PlanReview({
  companyId,
  plan,
  personId,
}: {
  companyId: string;
  plan: DevelopmentPlan;
  personId: string | null;
}) {
  const { t } = useTranslation();
  const format = useDevelopmentFormat();
  const approve = useApprovePlan(companyId, personId, plan.person.id);
  const [error, setError] = useState<string | null>(null);
  const { state, approvedBy, approvedAt } = plan.review;
  async function onApprove() {
    setError(null);
    try {
      await approve.mutateAsync(undefined);
      notifySuccess({ title: t('development.review.approvedToast', { name: plan.person.fullName }) });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }
  const text =
    state === 'approved'
      ? t('development.review.approved', {
          name: approvedBy?.fullName ?? '',
          date: format.at(approvedAt ?? ''),
        })
      : state === 'changed_since_approval'
        ? t('development.review.changed', { name: approvedBy?.fullName ?? '' })
        : plan.lineManager
          ? t('development.review.draft', { name: plan.lineManager.fullName })
          : t('development.review.noManager');
  return (
    <Alert tone={state === 'approved' ? 'success' : 'info'}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{text}</p>
        {plan.canApprove && state !== 'approved' && plan.actions.some((a) => a.status !== 'cancelled') ? (
          <Button
            size="sm"
            pending={approve.isPending}
            pendingLabel={t('development.saving')}
            onClick={() => void onApprove()}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('development.review.approve')}
          </Button>
        ) : null}
      </div>
      {error ? <p className="mt-2 text-red-800">{error}</p> : null}
    </Alert>
  );
}
