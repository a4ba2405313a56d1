import {
  type LevelMapping,
  MAX_LEVEL_NAME_LENGTH,
  MAX_SCALE_LEVELS,
  MIN_SCALE_LEVELS,
  mappingProblems,
  proposedMapping,
} from '@competencyhub/domain/proficiency';
import {
  type FrameworkDetail,
  MAPPING_MESSAGES,
  ScaleChangeInput,
  type ScaleVersion,
} from '@competencyhub/domain/schemas/competencies';
import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { focusRing, inputClass } from '../../ui/styles.ts';
import { useChangeScale } from './frameworks-api.ts';

interface ScaleEditorProps {
  companyId: string;
  framework: FrameworkDetail;
  editable: boolean;
}

const levelsOf = (names: readonly string[]) =>
  names.map((name, index) => ({ value: index + 1, name: name.trim() }));

/**
 * The framework's proficiency scale: level names, how many, and the proficient threshold. Once people
 * have been rated, a change becomes a new version and the editor asks which new level each old level
 * becomes (proposed by position, editable), so old ratings keep their meaning.
 */
export function ScaleEditor({ companyId, framework, editable }: ScaleEditorProps) {
  const { t, i18n } = useTranslation();
  const current = framework.scale;
  const [names, setNames] = useState<string[]>(() => current.levels.map((level) => level.name));
  const [proficient, setProficient] = useState(current.proficientLevel);
  const [mapping, setMapping] = useState<Record<number, number>>(() =>
    proposedMapping(current.levels.length, current.levels.length),
  );
  const [problems, setProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const change = useChangeScale(companyId, framework.id);

  const next = levelsOf(names);
  const changed =
    proficient !== current.proficientLevel ||
    next.length !== current.levels.length ||
    next.some((level, index) => level.name !== current.levels[index]?.name);
  const rated = framework.ratingCount > 0;
  const mappingIssues = rated ? mappingProblems(current, { levels: next }, mapping as LevelMapping) : [];

  function setLevelCount(count: number, namesNext: string[]) {
    setNames(namesNext);
    setMapping(proposedMapping(current.levels.length, count));
    if (proficient > count) setProficient(count);
  }

  function validate(): ScaleChangeInput | null {
    const parsed = ScaleChangeInput.safeParse({
      baseVersion: current.version,
      levels: next,
      proficientLevel: proficient,
      ...(rated ? { mapping: Object.fromEntries(Object.entries(mapping).map(([k, v]) => [k, v])) } : {}),
    });
    if (!parsed.success) {
      setProblems([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      return null;
    }
    if (mappingIssues.length > 0) {
      setProblems(mappingIssues.map((problem) => MAPPING_MESSAGES[problem]));
      return null;
    }
    setProblems([]);
    return parsed.data;
  }

  async function save() {
    const input = validate();
    if (!input) return;
    setSaveError(null);
    try {
      const saved = await change.mutateAsync(input);
      setConfirming(false);
      notifySuccess({
        title:
          saved.scale.version > current.version
            ? t('frameworks.scale.savedVersion', { version: saved.scale.version })
            : t('frameworks.scale.saved'),
      });
    } catch (error) {
      setSaveError(errorMessage(t, error));
    }
  }

  function onSave() {
    if (!validate()) return;
    setSaveError(null);
    // A new version, or descriptions of removed levels dropped: both are asked about first.
    if (rated || next.length < current.levels.length) setConfirming(true);
    else void save();
  }

  return (
    <div className="space-y-6">
      {rated ? (
        <Alert tone="info">{t('frameworks.scale.ratedNotice', { count: framework.ratingCount })}</Alert>
      ) : null}
      <fieldset className="space-y-3" disabled={!editable}>
        <legend className="text-sm font-semibold text-slate-900">{t('frameworks.scale.levels')}</legend>
        <p className="text-sm text-slate-600">{t('frameworks.scale.levelsHint')}</p>
        <ol className="space-y-2">
          {names.map((name, index) => {
            const value = index + 1;
            const inputId = `scale-level-${value}`;
            return (
              <li
                key={value}
                className="grid grid-cols-[2rem_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 sm:grid-cols-[2rem_minmax(0,1fr)_auto_auto]"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700">
                  {value}
                </span>
                <label htmlFor={inputId} className="sr-only">
                  {t('frameworks.scale.levelName', { value })}
                </label>
                <input
                  id={inputId}
                  value={name}
                  maxLength={MAX_LEVEL_NAME_LENGTH}
                  onChange={(event) =>
                    setNames(names.map((n, at) => (at === index ? event.target.value : n)))
                  }
                  className={`${inputClass} min-w-0 border-slate-300`}
                />
                <label className="col-start-2 row-start-2 flex items-center gap-2 text-sm text-slate-700 sm:col-start-3 sm:row-start-1">
                  <input
                    type="radio"
                    name="proficient-level"
                    checked={proficient === value}
                    onChange={() => setProficient(value)}
                    className={`size-4 accent-indigo-600 ${focusRing}`}
                  />
                  {t('frameworks.scale.threshold')}
                </label>
                <Button
                  size="sm"
                  variant="ghost"
                  className="col-start-3 row-start-1 sm:col-start-4"
                  disabled={names.length <= MIN_SCALE_LEVELS}
                  onClick={() =>
                    setLevelCount(
                      names.length - 1,
                      names.filter((_, at) => at !== index),
                    )
                  }
                  aria-label={t('frameworks.scale.removeLevel', { value, name: name || value })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
        <Button
          size="sm"
          variant="secondary"
          disabled={names.length >= MAX_SCALE_LEVELS}
          onClick={() => setLevelCount(names.length + 1, [...names, ''])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('frameworks.scale.addLevel')}
        </Button>
        <p className="text-sm text-slate-600">{t('frameworks.scale.thresholdHint')}</p>
      </fieldset>

      {rated && changed ? (
        <fieldset
          className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
          disabled={!editable}
        >
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {t('frameworks.scale.mappingTitle')}
          </legend>
          <p className="text-sm text-slate-700">{t('frameworks.scale.mappingHint')}</p>
          <ul className="space-y-2">
            {current.levels.map((level) => {
              const selectId = `scale-map-${level.value}`;
              return (
                <li key={level.value} className="flex flex-wrap items-center gap-2">
                  <label htmlFor={selectId} className="min-w-32 text-sm font-medium text-slate-900">
                    {level.value} · {level.name}
                  </label>
                  <ArrowRight aria-hidden="true" className="size-4 text-slate-500" />
                  <select
                    id={selectId}
                    value={mapping[level.value] ?? ''}
                    onChange={(event) =>
                      setMapping({ ...mapping, [level.value]: Number(event.target.value) })
                    }
                    className={`${inputClass} w-auto min-w-40 border-slate-300`}
                  >
                    {next.map((target) => (
                      <option key={target.value} value={target.value}>
                        {target.value} · {target.name || t('frameworks.scale.unnamed')}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      {problems.length > 0 ? (
        <Alert tone="error" title={t('frameworks.scale.problemsTitle')}>
          <ul className="list-disc space-y-1 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{translateValidationMessage(t, problem)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {!confirming ? <FormErrorAlert message={saveError} /> : null}

      {editable ? (
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={onSave}
            disabled={!changed}
            pending={change.isPending && !confirming}
            pendingLabel={t('frameworks.saving')}
          >
            {rated
              ? t('frameworks.scale.saveVersion', { version: current.version + 1 })
              : t('frameworks.scale.save')}
          </Button>
          <Button
            variant="secondary"
            disabled={!changed}
            onClick={() => {
              setNames(current.levels.map((level) => level.name));
              setProficient(current.proficientLevel);
              setMapping(proposedMapping(current.levels.length, current.levels.length));
              setProblems([]);
            }}
          >
            {t('frameworks.scale.discard')}
          </Button>
        </div>
      ) : null}

      <ScaleHistory versions={framework.scaleHistory} language={i18n.language} />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          rated
            ? t('frameworks.scale.confirmVersionTitle', { version: current.version + 1 })
            : t('frameworks.scale.confirmTitle')
        }
        description={
          <>
            {rated ? (
              <p>{t('frameworks.scale.confirmVersionBody', { count: framework.ratingCount })}</p>
            ) : null}
            {next.length < current.levels.length ? <p>{t('frameworks.scale.confirmDropBody')}</p> : null}
          </>
        }
        confirmLabel={t('frameworks.scale.confirm')}
        pendingLabel={t('frameworks.saving')}
        pending={change.isPending}
        confirmVariant="primary"
        error={saveError}
        onConfirm={() => void save()}
      />
    </div>
  );
}

function ScaleHistory({ versions, language }: { versions: readonly ScaleVersion[]; language: string }) {
  const { t } = useTranslation();
  if (versions.length < 2) return null;
  return (
    <section aria-labelledby="scale-history" className="space-y-3">
      <h3 id="scale-history" className="text-sm font-semibold text-slate-900">
        {t('frameworks.scale.historyTitle')}
      </h3>
      <ol className="space-y-3">
        {[...versions].reverse().map((version, index, all) => {
          const previous = all[index + 1];
          return (
            <li key={version.version} className="rounded-xl border border-slate-200 p-3 text-sm">
              <p className="font-medium text-slate-900">
                {t('frameworks.scale.versionLine', {
                  version: version.version,
                  date: formatDate(version.createdAt, language),
                  levels: version.levels.map((level) => level.name).join(' · '),
                })}
              </p>
              {previous && version.mappingFromPrevious ? (
                <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
                  {previous.levels.map((level) => {
                    const target = version.levels.find(
                      (l) => l.value === version.mappingFromPrevious?.[String(level.value)],
                    );
                    return (
                      <li key={level.value}>
                        {level.name} <span aria-hidden="true">→</span>
                        <span className="sr-only">{t('frameworks.scale.becomes')}</span> {target?.name ?? '—'}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
