import { isStale } from '@competencyhub/domain/level-confidence';
import type {
  AssessedCompetency,
  GapReport,
  PersonAssessment,
} from '@competencyhub/domain/schemas/assessments';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { IMPORTANCE_COLORS } from '../../ui/importance.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useGapReport, useMyAssessment, useRoles } from './assessments-api.ts';
import { useLevelText } from './level-text.ts';
import { todayUtc, WhyThisLevel } from './why-this-level.tsx';

/** A bar from 0 to the scale's top with the required level marked; the numbers are always written too. */
function LevelBar({
  current,
  required,
  top,
}: {
  current: number | null;
  required: number | null;
  top: number;
}) {
  const width = (value: number) => `${Math.max(0, Math.min(100, (value / top) * 100))}%`;
  const met = current !== null && required !== null && current >= required;
  return (
    <div aria-hidden="true" className="relative h-2.5 w-full rounded-full bg-slate-200">
      {current !== null ? (
        <div
          className={`absolute inset-y-0 left-0 rounded-full ${met ? 'bg-emerald-600' : 'bg-amber-500'}`}
          style={{ width: width(current) }}
        />
      ) : null}
      {required !== null ? (
        <div className="absolute -inset-y-1 w-0.5 bg-slate-900" style={{ left: width(required) }} />
      ) : null}
    </div>
  );
}

/**
 * Fit and gaps of oneself (personId null) or of a person the viewer may see (a manager's report),
 * against their own job profile or any other.
 */
export function GapCard({
  companyId,
  personId,
  personName = null,
}: {
  companyId: string;
  personId: string | null;
  personName?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const roles = useRoles(companyId, personId);
  const [target, setTarget] = useState('');
  const gaps = useGapReport(companyId, personId, target || null);
  const own = useGapReport(companyId, personId, null);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const percent = (fit: number | null) =>
    fit === null ? '—' : new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(fit / 100);
  const report: GapReport | undefined = gaps.data;
  const ownProfileId = own.data?.jobProfile?.id ?? '';

  return (
    <Card className="px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{t('competencies.gaps.title')}</h2>
          <p className="text-sm text-slate-600">
            {personName ? t('competencies.gaps.introOf', { name: personName }) : t('competencies.gaps.intro')}
          </p>
        </div>
        {roles.data && roles.data.items.length > 0 ? (
          <SelectField
            className="w-full sm:w-96"
            label={t('competencies.gaps.compareWith')}
            value={target || ownProfileId}
            onChange={(event) => setTarget(event.target.value === ownProfileId ? '' : event.target.value)}
          >
            {ownProfileId ? null : <option value="">{t('competencies.gaps.chooseRole')}</option>}
            {roles.data.items.map((role) => (
              <option key={role.id} value={role.id}>
                {[role.title, role.grade].filter(Boolean).join(' · ')}
                {role.id === ownProfileId
                  ? ` (${personName ? t('competencies.gaps.theirRole') : t('competencies.gaps.yourRole')})`
                  : ''}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      {gaps.isPending ? (
        <div className="py-6">
          <Spinner label={t('app.loading')} />
        </div>
      ) : gaps.isError ? (
        <Alert tone="error">{errorMessage(t, gaps.error)}</Alert>
      ) : !report?.jobProfile ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
          {personName
            ? t('competencies.gaps.noProfileOf', { name: personName })
            : t('competencies.gaps.noProfile')}
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
            <p>
              <span className="block text-xs font-medium text-slate-600">
                {personName
                  ? report.jobProfile.isOwn
                    ? t('competencies.gaps.fitOwnOf', { name: personName, title: report.jobProfile.title })
                    : t('competencies.gaps.fitOtherOf', { name: personName, title: report.jobProfile.title })
                  : report.jobProfile.isOwn
                    ? t('competencies.gaps.fitOwn', { title: report.jobProfile.title })
                    : t('competencies.gaps.fitOther', { title: report.jobProfile.title })}
              </span>
              <span className="text-3xl font-bold text-slate-900">{percent(report.fitPercent)}</span>
            </p>
            <p className="text-sm text-slate-700">
              {t('competencies.gaps.met', { met: report.requirementsMet, count: report.rows.length })}
            </p>
          </div>
          <p className="text-xs text-slate-600">{t('competencies.gaps.explained')}</p>
          {report.rows.length === 0 ? (
            <p className="text-sm text-slate-600">{t('competencies.gaps.noRequirements')}</p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {report.rows.map((row) => (
                <li
                  key={row.competencyId}
                  className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-center"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {row.name}
                      <Badge color={IMPORTANCE_COLORS[row.importance]}>
                        {t(`jobProfiles.importance.${row.importance}`)}
                      </Badge>
                    </p>
                    <p className="text-xs text-slate-600">{row.categoryName}</p>
                  </div>
                  <div className="space-y-1.5">
                    <LevelBar current={row.currentLevel} required={row.requiredLevel} top={row.levelCount} />
                    <p className="text-xs text-slate-700">
                      {row.currentLevel === null
                        ? t('competencies.gaps.rowNotRated', {
                            required: row.requiredLevel,
                            name: row.requiredLevelName,
                          })
                        : row.gap === 0
                          ? t('competencies.gaps.rowMet', {
                              current: number.format(row.currentLevel),
                              required: row.requiredLevel,
                            })
                          : t('competencies.gaps.rowGap', {
                              current: number.format(row.currentLevel),
                              required: row.requiredLevel,
                              gap: number.format(row.gap),
                            })}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Card>
  );
}

function CompetencyRow({
  companyId,
  personId,
  competency,
  minPeerRaters,
}: {
  companyId: string;
  personId: string | null;
  competency: AssessedCompetency;
  minPeerRaters: number;
}) {
  const { t } = useTranslation();
  const levelText = useLevelText();
  const [open, setOpen] = useState(false);
  const panelId = `why-${personId ?? 'me'}-${competency.competencyId}`;
  const top = competency.levels.length;
  return (
    <li className="py-3">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-center">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{competency.name}</p>
          <p className="text-xs text-slate-600">
            {competency.frameworkName} › {competency.categoryName}
          </p>
        </div>
        <div className="space-y-1">
          <LevelBar
            current={competency.current.level}
            required={competency.required?.level ?? null}
            top={top}
          />
          <p className="text-xs text-slate-700">
            {levelText(competency.current.level, competency.levels)}
            {competency.required
              ? ` · ${t('competencies.requiredLevel', { level: competency.required.level })}`
              : ''}
          </p>
          {isStale(competency.current.validUntil, todayUtc()) ? (
            <Badge color="orange">{t('competencies.staleBadge')}</Badge>
          ) : null}
        </div>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('competencies.why.buttonFor', { name: competency.name })}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
          {t('competencies.why.button')}
        </Button>
      </div>
      {open ? (
        <div id={panelId} className="mt-3 rounded-xl bg-slate-50 px-4 py-4">
          <WhyThisLevel
            companyId={companyId}
            personId={personId}
            competency={competency}
            minPeerRaters={minPeerRaters}
          />
        </div>
      ) : null}
    </li>
  );
}

/** Each competency's current level, with "Why this level?" for each. */
export function LevelsList({
  companyId,
  personId,
  assessment,
}: {
  companyId: string;
  personId: string | null;
  assessment: PersonAssessment;
}) {
  const { t } = useTranslation();
  if (assessment.competencies.length === 0) {
    return <p className="mt-4 text-sm text-slate-600">{t('competencies.levels.empty')}</p>;
  }
  return (
    <ul className="mt-3 divide-y divide-slate-100">
      {assessment.competencies.map((competency) => (
        <CompetencyRow
          key={competency.competencyId}
          companyId={companyId}
          personId={personId}
          competency={competency}
          minPeerRaters={assessment.minPeerRaters}
        />
      ))}
    </ul>
  );
}

/** /competencies: the fit to one's role (or another), and each competency's level, explained. */
export function OverviewTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const mine = useMyAssessment(companyId);
  return (
    <div className="space-y-6">
      <GapCard companyId={companyId} personId={null} />
      <Card className="px-5 py-5 sm:px-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('competencies.levels.title')}</h2>
        <p className="text-sm text-slate-600">{t('competencies.levels.intro')}</p>
        {mine.isPending ? (
          <div className="py-6">
            <Spinner label={t('app.loading')} />
          </div>
        ) : mine.isError ? (
          <Alert tone="error">{errorMessage(t, mine.error)}</Alert>
        ) : (
          <LevelsList companyId={companyId} personId={null} assessment={mine.data} />
        )}
      </Card>
    </div>
  );
}
