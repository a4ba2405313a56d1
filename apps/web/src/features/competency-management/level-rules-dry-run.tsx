import type { LevelRulesDryRun } from '@competencyhub/domain/schemas/level-rules';
import { useTranslation } from 'react-i18next';
import { useLevelRulesDryRun } from '../../lib/competency-queries.ts';
import { Button } from '../../ui/button.tsx';

const COLUMNS = ['gain', 'lose', 'fitUp', 'fitDown'] as const;
const FIELD = { gain: 'gainProficient', lose: 'loseProficient', fitUp: 'fitUp', fitDown: 'fitDown' } as const;

/**
 * What proposed rules would change, replayed beside the stored levels (decision 0053): how many
 * levels would reach or leave the proficient level and how many people's fit would change band, in
 * all and per unit (most changes first). Nothing is saved by it; progress shows while a large company
 * is replayed in the background, and a replay whose job failed for good says so and offers to run the
 * preview again (`onRestart`, a new dry run of the same rules).
 */
export function LevelRulesDryRunPanel({
  companyId,
  started,
  onRestart,
  restarting = false,
}: {
  companyId: string;
  started: LevelRulesDryRun;
  onRestart: () => void;
  restarting?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const query = useLevelRulesDryRun(companyId, started);
  const run = query.data ?? started;
  const number = (value: number) => value.toLocaleString(i18n.language);
  const { totals } = run;
  const anything = totals.gainProficient + totals.loseProficient + totals.fitUp + totals.fitDown > 0;
  return (
    <section
      aria-labelledby="level-rules-dry-run-title"
      className="rounded-lg border border-indigo-200 bg-indigo-50/60 px-3 py-3 text-sm text-slate-800"
    >
      <h3 id="level-rules-dry-run-title" className="font-semibold text-slate-900">
        {t('frameworks.rules.dryRun.title')}
      </h3>
      <div aria-live="polite">
        {run.status === 'failed' ? (
          <div className="mt-1 space-y-2">
            <p className="text-red-700">
              {t('frameworks.rules.dryRun.failed', {
                done: number(run.donePeople),
                total: number(run.totalPeople),
              })}
            </p>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              pending={restarting}
              pendingLabel={t('frameworks.rules.dryRun.previewing')}
              onClick={onRestart}
            >
              {t('frameworks.rules.dryRun.again')}
            </Button>
          </div>
        ) : run.status !== 'done' ? (
          <>
            <p id="level-rules-dry-run-progress">
              {t('frameworks.rules.dryRun.running', {
                done: number(run.donePeople),
                total: number(run.totalPeople),
              })}
            </p>
            <progress
              className="mt-1 h-2 w-full accent-indigo-600"
              aria-labelledby="level-rules-dry-run-progress"
              max={Math.max(1, run.totalPeople)}
              value={run.donePeople}
            />
          </>
        ) : (
          <>
            <p className="mt-1">
              {t('frameworks.rules.dryRun.summary', { version: run.baseRulesVersion, count: totals.people })}
            </p>
            {anything ? (
              <ul className="mt-1 list-disc space-y-0.5 ps-5">
                <li>{t('frameworks.rules.dryRun.gain', { count: totals.gainProficient })}</li>
                <li>{t('frameworks.rules.dryRun.lose', { count: totals.loseProficient })}</li>
                <li>{t('frameworks.rules.dryRun.fitUp', { count: totals.fitUp })}</li>
                <li>{t('frameworks.rules.dryRun.fitDown', { count: totals.fitDown })}</li>
              </ul>
            ) : (
              <p className="mt-1">{t('frameworks.rules.dryRun.nothing')}</p>
            )}
          </>
        )}
      </div>
      {run.status === 'done' && run.units.length > 0 ? (
        <>
          {/* Narrow screens: one small card per unit instead of a table wider than the screen. */}
          <ul className="mt-3 space-y-2 sm:hidden" aria-label={t('frameworks.rules.dryRun.byUnit')}>
            {run.units.map((unit) => (
              <li
                key={unit.unitId ?? 'none'}
                className="rounded-md border border-indigo-100 bg-white/70 px-2.5 py-1.5 text-xs"
              >
                <p className="font-medium text-slate-900">
                  {unit.unitName ?? t('frameworks.rules.dryRun.noUnit')}
                </p>
                <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5">
                  {COLUMNS.map((column) => (
                    <div key={column} className="flex justify-between gap-2">
                      <dt className="text-slate-600">{t(`frameworks.rules.dryRun.columns.${column}`)}</dt>
                      <dd className="tabular-nums">{number(unit[FIELD[column]])}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden sm:block">
            <table className="w-full border-collapse text-left text-xs">
              <caption className="sr-only">{t('frameworks.rules.dryRun.byUnit')}</caption>
              <thead>
                <tr className="border-b border-indigo-200 text-slate-600">
                  <th scope="col" className="py-1 pe-2 font-medium">
                    {t('frameworks.rules.dryRun.unit')}
                  </th>
                  <th scope="col" className="py-1 pe-2 text-right font-medium">
                    {t('frameworks.rules.dryRun.columns.gain')}
                  </th>
                  <th scope="col" className="py-1 pe-2 text-right font-medium">
                    {t('frameworks.rules.dryRun.columns.lose')}
                  </th>
                  <th scope="col" className="py-1 pe-2 text-right font-medium">
                    {t('frameworks.rules.dryRun.columns.fitUp')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('frameworks.rules.dryRun.columns.fitDown')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {run.units.map((unit) => (
                  <tr key={unit.unitId ?? 'none'} className="border-b border-indigo-100 last:border-0">
                    <th scope="row" className="py-1 pe-2 font-normal">
                      {unit.unitName ?? t('frameworks.rules.dryRun.noUnit')}
                    </th>
                    <td className="py-1 pe-2 text-right tabular-nums">{number(unit.gainProficient)}</td>
                    <td className="py-1 pe-2 text-right tabular-nums">{number(unit.loseProficient)}</td>
                    <td className="py-1 pe-2 text-right tabular-nums">{number(unit.fitUp)}</td>
                    <td className="py-1 text-right tabular-nums">{number(unit.fitDown)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {run.unitsChanged > run.units.length ? (
            <p className="mt-1 text-xs text-slate-600">
              {t('frameworks.rules.dryRun.moreUnits', { count: run.unitsChanged - run.units.length })}
            </p>
          ) : null}
        </>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{t('frameworks.rules.dryRun.bands')}</p>
      <p className="text-xs text-slate-600">{t('frameworks.rules.dryRun.nothingSaved')}</p>
    </section>
  );
}
