import type { CareerPlan } from '@competencyhub/domain/schemas/career-plan';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { useUpdateCareerPlan } from './career-plan-api.ts';

/** The owner's switch: open to internal opportunities or not. */

export function Opportunities({ companyId, plan }: { companyId: string; plan: CareerPlan }) {
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
