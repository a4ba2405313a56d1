import type { CompanyDetails } from '@competencyhub/domain/schemas/company-admin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Panel } from '../../ui/panel.tsx';
import { useUpdateCompany } from './company-api.ts';

/** The company's 360 setting: whether a manager approves the colleagues a person proposes. */
export function FeedbackSettingsPanel({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  const update = useUpdateCompany(company.id);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();

  async function change(on: boolean) {
    setError(null);
    try {
      await update.mutateAsync({ feedbackRaterApproval: on });
      notifySuccess({ title: t('company.feedback.saved') });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <Panel title={t('company.feedback.title')}>
      <div className="space-y-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <label className="flex items-start gap-3 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-indigo-600"
            checked={company.feedbackRaterApproval}
            disabled={update.isPending}
            aria-describedby={hintId}
            onChange={(event) => void change(event.target.checked)}
          />
          {t('company.feedback.approval')}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          {t('company.feedback.approvalHint')}
        </p>
      </div>
    </Panel>
  );
}
