import type { DevelopmentPlan } from '@competencyhub/domain/schemas/development-plan';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { useDevelopmentSettings } from './development-api.ts';

/** The owner's own settings: offering to mentor, and e-mails about overdue actions. */

export function PlanSettings({ companyId, plan }: { companyId: string; plan: DevelopmentPlan }) {
  const { t } = useTranslation();
  const update = useDevelopmentSettings(companyId);
  const [asked, setAsked] = useState<Partial<DevelopmentPlan['settings']>>({});
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  async function set(key: 'mentorOptIn' | 'overdueEmails', value: boolean) {
    setError(null);
    setAsked((current) => ({ ...current, [key]: value }));
    try {
      await update.mutateAsync({ [key]: value });
      notifySuccess({ title: t('development.settings.saved') });
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      setAsked((current) => {
        const { [key]: _done, ...rest } = current;
        return rest;
      });
    }
  }
  const boxes = [
    {
      key: 'mentorOptIn' as const,
      label: t('development.settings.mentor'),
      hint: t('development.settings.mentorHint'),
    },
    {
      key: 'overdueEmails' as const,
      label: t('development.settings.overdueEmails'),
      hint: t('development.settings.overdueEmailsHint'),
    },
  ];
  return (
    <Card className="space-y-3 px-5 py-4 sm:px-6">
      {boxes.map((box) => (
        <div key={box.key} className="flex items-start gap-3">
          <input
            id={`${id}-${box.key}`}
            type="checkbox"
            checked={asked[box.key] ?? plan.settings[box.key]}
            aria-describedby={`${id}-${box.key}-hint`}
            onChange={(event) => void set(box.key, event.target.checked)}
            className="mt-1 size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          />
          <div>
            <label htmlFor={`${id}-${box.key}`} className="text-sm font-medium text-slate-900">
              {box.label}
            </label>
            <p id={`${id}-${box.key}-hint`} className="text-sm text-slate-600">
              {box.hint}
            </p>
          </div>
        </div>
      ))}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Card>
  );
}
