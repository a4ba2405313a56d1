import type { DevelopmentAction } from '@competencyhub/domain/schemas/development-plan';
import { Lightbulb, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ActionCard } from './action-card.tsx';
import { ActionDialog, type ActionDraft, draftOf, inDays } from './action-dialog.tsx';
import { CompleteDialog } from './complete-dialog.tsx';
import { useDeleteAction, useDevelopmentPlan, useSuggestions } from './development-api.ts';
import { PlanComments } from './plan-comments.tsx';
import { PlanReview } from './plan-review.tsx';
import { PlanSettings } from './plan-settings.tsx';
import { Suggestions } from './suggestions.tsx';

/** One person's plan: its review, open and closed actions, suggestions, settings and comments. */

export function PlanView({ companyId, personId }: { companyId: string; personId: string | null }) {
  const { t } = useTranslation();
  const query = useDevelopmentPlan(companyId, personId);
  const own = personId === null;
  const suggestions = useSuggestions(companyId, own);
  const remove = useDeleteAction(companyId);
  const [draft, setDraft] = useState<ActionDraft | null>(null);
  const [completing, setCompleting] = useState<DevelopmentAction | null>(null);
  const [removing, setRemoving] = useState<DevelopmentAction | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  if (query.isPending) return <Spinner label={t('app.loading')} />;
  if (query.isError) return <Alert tone="error">{errorMessage(t, query.error)}</Alert>;
  const plan = query.data;
  const openActions = plan.actions.filter((a) => a.status === 'planned' || a.status === 'in_progress');
  const closed = plan.actions.filter((a) => a.status === 'done' || a.status === 'cancelled');
  const name = plan.person.fullName;

  async function confirmRemove() {
    if (!removing) return;
    setRemoveError(null);
    try {
      await remove.mutateAsync(removing.id);
      notifySuccess({ title: t('development.removed', { title: removing.title }) });
      setRemoving(null);
    } catch (failure) {
      setRemoveError(errorMessage(t, failure));
    }
  }

  const list = (actions: DevelopmentAction[]) => (
    <ul className="grid gap-4 lg:grid-cols-2">
      {actions.map((action) => (
        <ActionCard
          key={action.id}
          companyId={companyId}
          action={action}
          plan={plan}
          onEdit={() => setDraft(draftOf(action))}
          onComplete={() => setCompleting(action)}
          onRemove={() => setRemoving(action)}
        />
      ))}
    </ul>
  );

  return (
    <div className="space-y-6">
      <PlanReview companyId={companyId} plan={plan} personId={personId} />
      <section aria-labelledby="development-actions" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="development-actions" className="text-lg font-semibold text-slate-900">
            {t(own ? 'development.actions.title' : 'development.actions.titleOf', { name })}
          </h2>
          {plan.isOwn ? (
            <Button
              size="sm"
              onClick={() =>
                setDraft({
                  type: 'course',
                  title: '',
                  description: '',
                  url: '',
                  dueOn: inDays(60),
                  competencies: [],
                  mentorId: null,
                })
              }
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('development.actions.add')}
            </Button>
          ) : null}
        </div>
        {openActions.length === 0 ? (
          <p className="text-sm text-slate-600">
            {t(plan.isOwn ? 'development.actions.empty' : 'development.actions.emptyOf', { name })}
          </p>
        ) : (
          list(openActions)
        )}
      </section>

      {own ? (
        <section aria-labelledby="development-suggestions" className="space-y-3">
          <h2
            id="development-suggestions"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Lightbulb aria-hidden="true" className="size-5 text-amber-500" />
            {t('development.suggestions.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('development.suggestions.intro')}</p>
          {suggestions.isPending ? (
            <Spinner label={t('app.loading')} />
          ) : suggestions.isError ? (
            <Alert tone="error">{errorMessage(t, suggestions.error)}</Alert>
          ) : (
            <Suggestions suggestions={suggestions.data} onAccept={setDraft} />
          )}
        </section>
      ) : null}

      {closed.length > 0 ? (
        <section aria-labelledby="development-closed" className="space-y-3">
          <h2 id="development-closed" className="text-lg font-semibold text-slate-900">
            {t('development.actions.closed')}
          </h2>
          {list(closed)}
        </section>
      ) : null}

      {plan.isOwn ? <PlanSettings companyId={companyId} plan={plan} /> : null}
      <PlanComments companyId={companyId} plan={plan} personId={personId} />

      {draft ? (
        <ActionDialog
          companyId={companyId}
          draft={draft}
          suggestions={suggestions.data}
          onClose={() => setDraft(null)}
        />
      ) : null}
      {completing ? (
        <CompleteDialog
          companyId={companyId}
          action={completing}
          lineManager={plan.lineManager}
          onClose={() => setCompleting(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={t('development.removeTitle', { title: removing?.title ?? '' })}
        description={t('development.removeBody')}
        confirmLabel={t('development.removeConfirm')}
        pendingLabel={t('development.saving')}
        pending={remove.isPending}
        error={removeError}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
