import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { focusRing } from '../../ui/styles.ts';
import { useKnowledgeSettings, useSaveKnowledgeSettings } from './knowledge-api.ts';

/** The company's rule: review every suggestion, administrators' and learning leads' pages included. */
export function ReviewRuleSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useKnowledgeSettings();
  const save = useSaveKnowledgeSettings();
  const on = settings.data?.reviewEveryone ?? false;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={on}
        checked={on}
        disabled={settings.isPending || save.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) =>
          save.mutate(
            { reviewEveryone: event.target.checked },
            {
              onSuccess: (saved) =>
                notifySuccess({
                  title: t(
                    saved.reviewEveryone ? 'knowledgeBase.reviewRule.on' : 'knowledgeBase.reviewRule.off',
                  ),
                }),
              onError: (error) =>
                notifyError({
                  title: t('knowledgeBase.curation.errorTitle'),
                  description: errorMessage(t, error),
                }),
            },
          )
        }
        className={`mt-0.5 size-4 shrink-0 accent-indigo-600 ${focusRing}`}
      />
      <div className="space-y-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {t('knowledgeBase.reviewRule.label')}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('knowledgeBase.reviewRule.hint')}
        </p>
      </div>
    </div>
  );
}
