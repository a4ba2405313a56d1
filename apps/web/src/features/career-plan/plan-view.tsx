import { CAREER_TARGETS_MAX, type CareerTargetInput } from '@competencyhub/domain/schemas/career-plan';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useCareerPlan } from './career-plan-api.ts';
import { ExploreRoles } from './explore-roles.tsx';
import { FitMeter } from './fit-meter.tsx';
import { GapList } from './gap-list.tsx';
import { Opportunities } from './opportunities.tsx';
import { PlanComments } from './plan-comments.tsx';
import { roleLabel } from './role-label.ts';
import { RoleOption } from './role-option.tsx';
import { TargetCard } from './target-card.tsx';
import { TargetsDialog } from './targets-dialog.tsx';

/** One person's plan: current role, targets, next roles, explore, opportunities and comments. */

export function PlanView({ companyId, personId }: { companyId: string; personId: string | null }) {
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

      <ExploreRoles companyId={companyId} plan={plan} personId={personId} onTarget={aimFor} />
      {plan.isOwn ? <Opportunities companyId={companyId} plan={plan} /> : null}
      <PlanComments companyId={companyId} plan={plan} personId={personId} />
      {editing ? (
        <TargetsDialog companyId={companyId} plan={plan} initial={editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
