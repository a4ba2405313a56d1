import { TOOLTIP_LANGUAGES, type TooltipLanguage } from '@competencyhub/domain/schemas/tooltips';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/select-field.tsx';

/**
 * How the tooltip will look (Preview on the Tooltips tab): the same dark bubble the pages show, above
 * a stand-in for the element, in the language chosen; a language without its own text shows English,
 * as the pages do.
 */
export function TooltipPreview({ texts }: { texts: Partial<Record<TooltipLanguage, string>> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [language, setLanguage] = useState<TooltipLanguage>('en-US');
  const text = texts[language]?.trim() || texts['en-US']?.trim() || '';
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('tooltipAdmin.preview.title')}
        </h3>
        <SelectField
          label={t('tooltipAdmin.preview.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as TooltipLanguage)}
          className="w-44"
        >
          {TOOLTIP_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`tooltipAdmin.languages.${code}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-col items-center gap-2 py-2">
        {text ? (
          <p className="max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg">
            {text}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('tooltipAdmin.preview.empty')}</p>
        )}
        <span className="rounded-lg border border-dashed border-slate-400 bg-white px-3 py-1.5 text-sm text-slate-700">
          {t('tooltipAdmin.preview.element')}
        </span>
      </div>
      {language !== 'en-US' && !texts[language]?.trim() && text ? (
        <p className="text-xs text-slate-600">{t('tooltipAdmin.preview.fallback')}</p>
      ) : null}
    </section>
  );
}
