import type { GapReport } from '@competencyhub/domain/schemas/assessments';
import type { CareerPlan, RoleFit } from '@competencyhub/domain/schemas/career-plan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useRoleGaps, useRoleList } from './career-plan-api.ts';
import { roleLabel } from './role-label.ts';
import { RoleOption } from './role-option.tsx';

/** A gap report of the core, shaped like a role fit (the explore panel reads the core directly). */
function fitOfReport(report: GapReport): RoleFit | null {
  if (!report.jobProfile) return null;
  return {
    role: report.jobProfile,
    fitPercent: report.fitPercent,
    requirementsMet: report.requirementsMet,
    requirementCount: report.rows.length,
    gaps: report.rows.filter((row) => row.gap > 0),
  };
}

/** The explore section: any role of the company, chosen from a list, with one's fit and gaps for it. */
export function ExploreRoles({
  companyId,
  plan,
  personId,
  onTarget,
}: {
  companyId: string;
  plan: CareerPlan;
  personId: string | null;
  onTarget: ((jobProfileId: string) => void) | null;
}) {
  const { t } = useTranslation();
  const roles = useRoleList(companyId);
  const [chosen, setChosen] = useState<string | null>(null);
  const gaps = useRoleGaps(companyId, personId, chosen);
  const fit = gaps.data ? fitOfReport(gaps.data) : null;
  return (
    <section aria-labelledby="career-explore" className="space-y-3">
      <h2 id="career-explore" className="text-lg font-semibold text-slate-900">
        {t('careerPlan.explore.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('careerPlan.explore.intro')}</p>
      <SelectField
        label={t('careerPlan.explore.role')}
        value={chosen ?? ''}
        onChange={(event) => setChosen(event.target.value || null)}
        className="max-w-md"
      >
        <option value="">{t('careerPlan.explore.choose')}</option>
        {(roles.data?.items ?? [])
          .filter((role) => role.id !== plan.currentRole?.role.id)
          .map((role) => (
            <option key={role.id} value={role.id}>
              {roleLabel(role)}
            </option>
          ))}
      </SelectField>
      {gaps.isError ? <Alert tone="error">{errorMessage(t, gaps.error)}</Alert> : null}
      {chosen && gaps.isPending ? <Spinner label={t('app.loading')} /> : null}
      {chosen && fit ? (
        <RoleOption
          fit={fit}
          onTarget={
            onTarget && !plan.targets.some((target) => target.role.id === fit.role.id)
              ? () => onTarget(fit.role.id)
              : null
          }
        />
      ) : null}
    </section>
  );
}
