import { RATING_SOURCES, type RatingSource } from '@competencyhub/domain/current-level';
import { CompetencySettingsInput, type LevelRulesDryRun } from '@competencyhub/domain/schemas/level-rules';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCompetencySettings,
  useStartLevelRulesDryRun,
  useUpdateCompetencySettings,
} from '../../lib/competency-queries.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { LevelRecomputeStatus } from './level-recompute-status.tsx';
import { LevelRulesDryRunPanel } from './level-rules-dry-run.tsx';

type Mode = 'first_available' | 'weighted';

/**
 * How the company turns ratings into a current level: the first source present in an order, or a
 * weighted average; how many colleagues must answer before their average is shown (never < 3); and
 * whether a line manager's team includes their indirect reports.
 */
export function LevelRulesCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const settings = useCompetencySettings(companyId);
  const update = useUpdateCompetencySettings(companyId);
  const [mode, setMode] = useState<Mode>('first_available');
  const [order, setOrder] = useState<RatingSource[]>([...RATING_SOURCES]);
  const [weights, setWeights] = useState<Record<RatingSource, string>>({
    manager: '2',
    peers: '1',
    self: '1',
  });
  const [minPeers, setMinPeers] = useState('3');
  const [indirect, setIndirect] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);

  useEffect(() => {
    const data = settings.data;
    if (!data) return;
    setMinPeers(String(data.minPeerRaters));
    setIndirect(data.teamsIncludeIndirectReports);
    setMode(data.policy.mode);
    if (data.policy.mode === 'first_available') setOrder([...data.policy.order]);
    else {
      const w = data.policy.weights;
      setWeights({ manager: String(w.manager), peers: String(w.peers), self: String(w.self) });
    }
  }, [settings.data]);

  const move = (index: number, by: -1 | 1) =>
    setOrder((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });

  // A preview belongs to the rules it was made for: any change to them puts it away.
  const [dryRun, setDryRun] = useState<LevelRulesDryRun | null>(null);
  const startDryRun = useStartLevelRulesDryRun();
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the proposed rules change.
  useEffect(() => setDryRun(null), [mode, order, weights, minPeers]);

  function proposed() {
    return CompetencySettingsInput.safeParse({
      minPeerRaters: Number(minPeers),
      teamsIncludeIndirectReports: indirect,
      policy:
        mode === 'first_available'
          ? { mode, order }
          : {
              mode,
              weights: {
                manager: Number(weights.manager),
                peers: Number(weights.peers),
                self: Number(weights.self),
              },
            },
    });
  }

  async function onPreview() {
    const parsed = proposed();
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    try {
      setDryRun(
        await startDryRun.mutateAsync({
          minPeerRaters: parsed.data.minPeerRaters,
          policy: parsed.data.policy,
        }),
      );
    } catch (error) {
      handleFailure(error);
    }
  }

  // A preview whose replay failed for good: the same rules, replayed again as a new dry run.
  async function onRestartDryRun(failed: LevelRulesDryRun) {
    try {
      setDryRun(await startDryRun.mutateAsync(failed.proposed));
    } catch (error) {
      handleFailure(error);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = proposed();
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      setDryRun(null);
      notifySuccess({ title: t('frameworks.rules.saved') });
    } catch (error) {
      handleFailure(error);
    }
  }

  return (
    <Card className="px-5 py-5 sm:px-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('frameworks.rules.title')}</h2>
      <p className="text-sm text-slate-600">{t('frameworks.rules.intro')}</p>
      {settings.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : settings.isError ? (
        <Alert tone="error">{errorMessage(t, settings.error)}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
          <FormErrorAlert message={formError} />
          {settings.data ? (
            <LevelRecomputeStatus
              companyId={companyId}
              rulesVersion={settings.data.rulesVersion}
              recompute={settings.data.recompute}
            />
          ) : null}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">{t('frameworks.rules.mode')}</legend>
            {(['first_available', 'weighted'] as const).map((value) => (
              <label key={value} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="level-rules-mode"
                  className="mt-0.5 size-4 accent-indigo-600"
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                <span>
                  <span className="font-medium">{t(`frameworks.rules.modes.${value}`)}</span>
                  <span className="block text-xs text-slate-600">
                    {t(`frameworks.rules.modeHints.${value}`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {mode === 'first_available' ? (
            <div className="space-y-2">
              <p className="text-sm font-medium text-slate-800">{t('frameworks.rules.order')}</p>
              <ol className="space-y-1.5">
                {order.map((source, index) => (
                  <li
                    key={source}
                    className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm"
                  >
                    <span className="w-5 text-slate-500">{index + 1}.</span>
                    <span className="flex-1">{t(`competencies.sources.${source}`)}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === 0}
                      aria-label={t('frameworks.rules.moveUp', { name: t(`competencies.sources.${source}`) })}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === order.length - 1}
                      aria-label={t('frameworks.rules.moveDown', {
                        name: t(`competencies.sources.${source}`),
                      })}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ol>
            </div>
          ) : (
            <div className="grid gap-3 sm:grid-cols-3">
              {RATING_SOURCES.map((source) => (
                <TextField
                  key={source}
                  label={t('frameworks.rules.weightOf', { name: t(`competencies.sources.${source}`) })}
                  type="number"
                  min={0}
                  max={10}
                  step={0.5}
                  value={weights[source]}
                  onChange={(event) =>
                    setWeights((current) => ({ ...current, [source]: event.target.value }))
                  }
                  error={fieldError(`policy.weights.${source}`) ?? fieldError('policy.weights')}
                />
              ))}
            </div>
          )}
          <TextField
            className="max-w-xs"
            label={t('frameworks.rules.minPeers')}
            hint={t('frameworks.rules.minPeersHint')}
            type="number"
            min={3}
            max={20}
            value={minPeers}
            onChange={(event) => setMinPeers(event.target.value)}
            error={fieldError('minPeerRaters')}
          />
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              checked={indirect}
              onChange={(event) => setIndirect(event.target.checked)}
            />
            <span>
              <span className="font-medium">{t('frameworks.rules.indirectReports')}</span>
              <span className="block text-xs text-slate-600">
                {t('frameworks.rules.indirectReportsHint')}
              </span>
            </span>
          </label>
          {dryRun ? (
            <LevelRulesDryRunPanel
              companyId={companyId}
              started={dryRun}
              onRestart={() => void onRestartDryRun(dryRun)}
              restarting={startDryRun.isPending}
            />
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              variant="secondary"
              pending={startDryRun.isPending}
              pendingLabel={t('frameworks.rules.dryRun.previewing')}
              onClick={() => void onPreview()}
            >
              {t('frameworks.rules.dryRun.preview')}
            </Button>
            <Button type="submit" pending={update.isPending} pendingLabel={t('frameworks.saving')}>
              {t('frameworks.rules.save')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
