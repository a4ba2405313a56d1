import type { RoleFit } from '@competencyhub/domain/schemas/career-plan';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { IMPORTANCE_COLORS } from '../../ui/importance.ts';

/** The competencies where one falls short of a role, or a line saying there are none. */

export function GapList({ fit }: { fit: Pick<RoleFit, 'gaps' | 'requirementCount' | 'requirementsMet'> }) {
  const { t } = useTranslation();
  if (fit.requirementCount === 0)
    return <p className="text-sm text-slate-600">{t('careerPlan.gaps.noRequirements')}</p>;
  if (fit.gaps.length === 0) return <p className="text-sm text-green-800">{t('careerPlan.gaps.allMet')}</p>;
  return (
    <div>
      <p className="text-sm text-slate-700">
        {t('careerPlan.gaps.summary', { met: fit.requirementsMet, count: fit.requirementCount })}
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {fit.gaps.map((gap) => (
          <li key={gap.competencyId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="min-w-0 flex-1 basis-40 text-sm font-medium [overflow-wrap:anywhere] text-slate-900">
              {gap.name}
            </span>
            <span className="text-sm text-slate-700">
              {gap.currentLevel === null
                ? t('careerPlan.gaps.notRated', { required: gap.requiredLevel, count: gap.levelCount })
                : t('careerPlan.gaps.levels', {
                    current: gap.currentLevel,
                    required: gap.requiredLevel,
                    count: gap.levelCount,
                  })}
            </span>
            <Badge color={IMPORTANCE_COLORS[gap.importance]}>
              {t(`jobProfiles.importance.${gap.importance}`)}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
