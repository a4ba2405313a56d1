import {
  type LevelMapping,
  MAX_LEVEL_NAME_LENGTH,
  MAX_SCALE_LEVELS,
  MIN_SCALE_LEVELS,
  planScaleChange,
  proposedMappingFor,
} from '@competencyhub/domain/proficiency';
import {
  type FrameworkDetail,
  MAPPING_MESSAGES,
  ScaleChangeInput,
} from '@competencyhub/domain/schemas/competencies';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { focusRing, inputClass } from '../../ui/styles.ts';
import { useChangeScale, useReloadFramework } from './frameworks-api.ts';
import { type DraftLevel, draftOf } from './scale-draft.ts';
import { ScaleHistory } from './scale-history.tsx';
import { ScaleMapping } from './scale-mapping.tsx';

interface ScaleEditorProps {
  companyId: string;
  framework: FrameworkDetail;
  editable: boolean;
}

/**
 * The framework's proficiency scale: level names, their order, how many, and the proficient
 * threshold. Each level remembers which current level it continues, so its behavioural descriptions
 * stay with it however levels are removed, added or moved. Where a level is removed, the editor
 * proposes where its ratings and job profile requirements go (editable); once people have been rated,
 * a change becomes a new version and the whole mapping is shown, so old ratings keep their meaning.
 */
export function ScaleEditor({ companyId, framework, editable }: ScaleEditorProps) {
  const { t } = useTranslation();
  const current = framework.scale;
  const [rows, setRows] = useState<DraftLevel[]>(() => draftOf(framework));
  const nextKey = useRef(MAX_SCALE_LEVELS + 1);
  const [proficientKey, setProficientKey] = useState(current.proficientLevel);
  /** Where the person sent a removed level: current level → key of a new level. */
  const [choices, setChoices] = useState<Record<number, number>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<{ message: string; conflict: boolean } | null>(null);
  const change = useChangeScale(companyId, framework.id);
  const reload = useReloadFramework(companyId, framework.id);

  const next = rows.map((row, index) => ({ value: index + 1, name: row.name.trim(), from: row.from }));
  const positionOf = (key: number) => rows.findIndex((row) => row.key === key) + 1;
  const proficient = positionOf(proficientKey) || Math.min(current.proficientLevel, rows.length);
  const sources = rows.map((row) => row.from);
  const removed = current.levels.filter((level) => !sources.includes(level.value));
  const proposal = proposedMappingFor(current.levels.length, sources);
  const mapping: Record<number, number> = {};
  for (const level of current.levels) {
    const kept = sources.indexOf(level.value);
    const chosen = choices[level.value];
    mapping[level.value] =
      kept >= 0 ? kept + 1 : (chosen !== undefined && positionOf(chosen)) || (proposal[level.value] ?? 1);
  }
  const rated = framework.ratingCount > 0;
  const changed =
    proficient !== current.proficientLevel ||
    next.length !== current.levels.length ||
    next.some((level, index) => level.name !== current.levels[index]?.name || level.from !== index + 1);

  function update(nextRows: DraftLevel[]) {
    setRows(nextRows);
    setProblems([]);
  }

  function remove(index: number) {
    const row = rows[index];
    const rest = rows.filter((_, at) => at !== index);
    if (row && row.key === proficientKey) {
      const neighbour = rest[Math.min(index, rest.length - 1)];
      if (neighbour) setProficientKey(neighbour.key);
    }
    update(rest);
  }

  function move(index: number, by: -1 | 1) {
    const target = index + by;
    const moved = [...rows];
    const [row] = moved.splice(index, 1);
    if (!row || target < 0 || target > moved.length) return;
    moved.splice(target, 0, row);
    update(moved);
  }

  function add() {
    update([...rows, { key: nextKey.current++, name: '', from: null }]);
  }

  function discard() {
    setRows(draftOf(framework));
    setProficientKey(current.proficientLevel);
    setChoices({});
    setProblems([]);
    setSaveError(null);
  }

  function validate(): ScaleChangeInput | null {
    const parsed = ScaleChangeInput.safeParse({
      baseVersion: current.version,
      baseUpdatedAt: framework.updatedAt,
      levels: next,
      proficientLevel: proficient,
      mapping: Object.fromEntries(Object.entries(mapping).map(([from, to]) => [from, to])),
    });
    if (!parsed.success) {
      setProblems([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      return null;
    }
    const plan = planScaleChange(current, { levels: next }, mapping as LevelMapping, { rated });
    if (plan.problems.length > 0) {
      setProblems(plan.problems.map((problem) => MAPPING_MESSAGES[problem]));
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
      const conflict = isApiError(error) && error.status === 409;
      if (conflict) setConfirming(false);
      setSaveError({ message: errorMessage(t, error), conflict });
    }
  }

  function onSave() {
    if (!validate()) return;
    setSaveError(null);
    // A new version, or descriptions of removed levels dropped: both are asked about first.
    if (rated || removed.length > 0) setConfirming(true);
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
          {rows.map((row, index) => {
            const value = index + 1;
            const inputId = `scale-level-${row.key}`;
            const label = row.name.trim() || String(value);
            return (
              <li
                key={row.key}
                className="grid grid-cols-[2rem_minmax(0,1fr)] items-center gap-x-2 gap-y-1 sm:grid-cols-[2rem_minmax(0,1fr)_auto_auto]"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700">
                  {value}
                </span>
                <label htmlFor={inputId} className="sr-only">
                  {t('frameworks.scale.levelName', { value })}
                </label>
                <input
                  id={inputId}
                  value={row.name}
                  maxLength={MAX_LEVEL_NAME_LENGTH}
                  onChange={(event) =>
                    update(rows.map((r) => (r.key === row.key ? { ...r, name: event.target.value } : r)))
                  }
                  className={`${inputClass} min-w-0 border-slate-300`}
                />
                {/* Below sm the threshold and the buttons share a second line; from sm on, columns of their own. */}
                <div className="col-start-2 flex items-center justify-between gap-2 sm:contents">
                  <label className="flex items-center gap-2 text-sm text-slate-700">
                    <input
                      type="radio"
                      name="proficient-level"
                      checked={proficient === value}
                      onChange={() => setProficientKey(row.key)}
                      className={`size-4 accent-indigo-600 ${focusRing}`}
                    />
                    {t('frameworks.scale.threshold')}
                  </label>
                  <div className="flex">
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={t('frameworks.scale.moveUp', { value, name: label })}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={t('frameworks.scale.moveDown', { value, name: label })}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={rows.length <= MIN_SCALE_LEVELS}
                      onClick={() => remove(index)}
                      aria-label={t('frameworks.scale.removeLevel', { value, name: label })}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <Button size="sm" variant="secondary" disabled={rows.length >= MAX_SCALE_LEVELS} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {t('frameworks.scale.addLevel')}
        </Button>
        <p className="text-sm text-slate-600">{t('frameworks.scale.thresholdHint')}</p>
      </fieldset>

      {changed && (rated || removed.length > 0) ? (
        <ScaleMapping
          current={current.levels}
          rows={rows}
          mapping={mapping}
          showKept={rated}
          rated={rated}
          disabled={!editable}
          onChoose={(level, key) => {
            setChoices({ ...choices, [level]: key });
            setProblems([]);
          }}
        />
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
      {saveError && !confirming ? (
        <Alert tone="error">
          <p>{saveError.message}</p>
          {saveError.conflict ? (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              pending={reload.isPending}
              pendingLabel={t('frameworks.reloading')}
              onClick={() => {
                setSaveError(null);
                reload.mutate();
              }}
            >
              {t('frameworks.reload')}
            </Button>
          ) : null}
        </Alert>
      ) : null}

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
          <Button variant="secondary" disabled={!changed} onClick={discard}>
            {t('frameworks.scale.discard')}
          </Button>
        </div>
      ) : null}

      <ScaleHistory versions={framework.scaleHistory} />

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
            {removed.length > 0 ? (
              <p>
                {t('frameworks.scale.confirmDropBody', {
                  levels: removed.map((level) => level.name).join(', '),
                })}
              </p>
            ) : null}
          </>
        }
        confirmLabel={t('frameworks.scale.confirm')}
        pendingLabel={t('frameworks.saving')}
        pending={change.isPending}
        confirmVariant="primary"
        error={saveError?.message ?? null}
        onConfirm={() => void save()}
      />
    </div>
  );
}
