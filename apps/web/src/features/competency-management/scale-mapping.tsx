import type { ScaleLevel } from '@competencyhub/domain/schemas/competencies';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../ui/styles.ts';
import type { DraftLevel } from './scale-draft.ts';

interface ScaleMappingProps {
  /** The levels of the current scale. */
  current: readonly ScaleLevel[];
  /** The levels being edited, in their new order. */
  rows: readonly DraftLevel[];
  /** Current level → new level (position), as it will be saved. */
  mapping: Readonly<Record<number, number>>;
  /** Whether to list kept levels too (once people are rated, the whole mapping is shown). */
  showKept: boolean;
  rated: boolean;
  disabled: boolean;
  onChoose: (level: number, key: number) => void;
}

/**
 * Where what hangs on each current level goes: a kept level takes its ratings, job profile
 * requirements and descriptions along; for a removed level the person chooses (the level below it
 * is proposed), so nobody's requirement or rating silently lands on a different level.
 */
export function ScaleMapping({
  current,
  rows,
  mapping,
  showKept,
  rated,
  disabled,
  onChoose,
}: ScaleMappingProps) {
  const { t } = useTranslation();
  const nameAt = (position: number) => rows[position - 1]?.name.trim() || t('frameworks.scale.unnamed');
  const kept = new Set(rows.map((row) => row.from));
  const listed = current.filter((level) => showKept || !kept.has(level.value));
  return (
    <fieldset className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {t('frameworks.scale.mappingTitle')}
      </legend>
      <p className="text-sm text-slate-700">
        {rated ? t('frameworks.scale.mappingHint') : t('frameworks.scale.mappingHintRemoved')}
      </p>
      <ul className="space-y-2">
        {listed.map((level) => {
          const selectId = `scale-map-${level.value}`;
          const target = mapping[level.value] ?? 1;
          return (
            <li
              key={level.value}
              className="grid grid-cols-[minmax(0,1fr)_1rem] items-center gap-x-2 gap-y-1 sm:grid-cols-[minmax(10rem,auto)_1rem_minmax(0,18rem)] sm:justify-start"
            >
              {kept.has(level.value) ? (
                <>
                  <span className="text-sm font-medium text-slate-900">
                    {level.value} · {level.name}
                  </span>
                  <ArrowRight aria-hidden="true" className="size-4 text-slate-500" />
                  <span className="col-span-2 text-sm text-slate-700 sm:col-span-1">
                    {t('frameworks.scale.keptAs', { value: target, name: nameAt(target) })}
                  </span>
                </>
              ) : (
                <>
                  <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
                    {t('frameworks.scale.removedLevel', { value: level.value, name: level.name })}
                  </label>
                  <ArrowRight aria-hidden="true" className="size-4 text-slate-500" />
                  <select
                    id={selectId}
                    value={rows[target - 1]?.key ?? ''}
                    onChange={(event) => onChoose(level.value, Number(event.target.value))}
                    className={`${inputClass} col-span-2 min-w-0 border-slate-300 sm:col-span-1`}
                  >
                    {rows.map((row, index) => (
                      <option key={row.key} value={row.key}>
                        {index + 1} · {row.name.trim() || t('frameworks.scale.unnamed')}
                      </option>
                    ))}
                  </select>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
