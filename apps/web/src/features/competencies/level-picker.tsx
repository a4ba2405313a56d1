import type { ScaleLevel } from '@competencyhub/domain/schemas/competencies';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Choosing a level: a radio group whose options show the level's number, name and, where the
 * framework has one, what people do at that level, so a rating is given against the description and
 * not a bare number. Arrow keys move between levels, as in any radio group.
 */
export function LevelPicker({
  legend,
  levels,
  descriptions,
  value,
  onChange,
  requiredLevel = null,
  error,
}: {
  legend: string;
  levels: readonly ScaleLevel[];
  descriptions: readonly string[];
  value: number | null;
  onChange: (level: number) => void;
  requiredLevel?: number | null;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {levels.map((level) => {
          const checked = value === level.value;
          const description = descriptions[level.value - 1] ?? '';
          return (
            <label
              key={level.value}
              className={`flex cursor-pointer gap-2.5 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${
                checked
                  ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-200'
                  : 'border-slate-200 bg-white hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={level.value}
                checked={checked}
                onChange={() => onChange(level.value)}
                className="mt-0.5 size-4 shrink-0 accent-indigo-600"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">
                  {t('competencies.levelLabel', { value: level.value, name: level.name })}
                  {requiredLevel === level.value ? (
                    <span className="ml-1.5 text-xs font-medium text-indigo-700">
                      {t('competencies.requiredMark')}
                    </span>
                  ) : null}
                </span>
                {description ? (
                  <span className="mt-0.5 block text-xs text-slate-600">{description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
