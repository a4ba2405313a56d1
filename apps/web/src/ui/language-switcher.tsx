import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_OPTIONS } from '../lib/i18n/languages.ts';
import { notifyError, notifySuccess } from '../lib/toast.ts';
import { focusRing } from './styles.ts';

interface LanguageSwitcherProps {
  /** Replaces the 'Language Changed' toast (spec section 8: only shown with no external handler). */
  onChanged?: (code: string) => void;
  /** A narrower control for headers; flags are left out of the text since many systems lack emoji fonts. */
  compact?: boolean;
}

/**
 * The interface language (spec sections 2, 8, 9): disabled while a change runs; the choice is kept
 * in localStorage by i18next's detector; a failure leaves the previous language and says so.
 */
export function LanguageSwitcher({ onChanged, compact = false }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const [changing, setChanging] = useState(false);
  const id = useId();
  const current = i18n.resolvedLanguage ?? FALLBACK_LANGUAGE;
  const selected =
    LANGUAGE_OPTIONS.find((option) => option.code === i18n.language) ??
    LANGUAGE_OPTIONS.find((o) => o.code === current);

  const change = async (code: string) => {
    const option = LANGUAGE_OPTIONS.find((o) => o.code === code);
    if (!option || code === i18n.language) return;
    setChanging(true);
    try {
      await i18n.changeLanguage(code);
      // Announced in the new language: this render's `t` still speaks the previous one.
      const say = i18n.getFixedT(code);
      if (onChanged) onChanged(code);
      else
        notifySuccess({
          title: say('language.changedTitle'),
          description: say('language.changedBody', { language: option.name }),
        });
    } catch (error) {
      console.error('Language change failed', error);
      notifyError({ title: t('language.errorTitle'), description: t('language.errorBody') });
    } finally {
      setChanging(false);
    }
  };

  return (
    <div className="relative inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-slate-500" />
      <select
        id={id}
        value={selected?.code ?? FALLBACK_LANGUAGE}
        disabled={changing}
        aria-busy={changing}
        onChange={(event) => void change(event.target.value)}
        className={`h-9 appearance-none rounded-lg border border-slate-300 bg-white py-1.5 pl-8 text-sm shadow-xs hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60 ${compact ? 'w-10 pr-0 text-transparent sm:w-auto sm:pr-8 sm:text-slate-800' : 'pr-8 text-slate-800'} ${focusRing}`}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code} lang={option.code} className="text-slate-900">
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
