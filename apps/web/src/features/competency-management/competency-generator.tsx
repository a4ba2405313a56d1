import {
  type CompetencyDraft,
  GENERATOR_CONTEXT_MAX,
  type GeneratedCompetency,
} from '@competencyhub/domain/schemas/competency-generator';
import { faqLocaleFor } from '@competencyhub/domain/schemas/public-site';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { useGenerateCompetency } from './frameworks-api.ts';

/**
 * The AI competency generator (issue 12): from the name typed above and optional context, a
 * description and a behaviour per level, put into the form for the person to edit before saving. With
 * no AI (or no credits left) it offers the closest competencies of the starter library instead, and
 * says so; using one fills in its type and, when this framework has it, its category too. Nothing is
 * saved until the form is.
 */
export function CompetencyGenerator({
  frameworkId,
  name,
  onUse,
}: {
  frameworkId: string;
  name: string;
  onUse: (draft: CompetencyDraft) => void;
}) {
  const { t, i18n } = useTranslation();
  const generate = useGenerateCompetency(frameworkId);
  const [context, setContext] = useState('');
  const [result, setResult] = useState<GeneratedCompetency | null>(null);
  /** The suggestion put into the form, and its library category when this framework has none of that name. */
  const [used, setUsed] = useState<{ name: string; missingCategory: string | null } | null>(null);

  async function suggest() {
    setResult(null);
    setUsed(null);
    try {
      const answer = await generate.mutateAsync({
        name,
        ...(context.trim() ? { context } : {}),
        locale: faqLocaleFor(i18n.resolvedLanguage),
      });
      setResult(answer);
      const [first] = answer.drafts;
      if (answer.mode === 'model' && first) onUse(first);
    } catch {
      // Shown below from the mutation's error.
    }
  }

  const failure = generate.error
    ? isApiError(generate.error) && generate.error.status === 503
      ? t('frameworks.generator.failed')
      : errorMessage(t, generate.error)
    : null;

  return (
    <section
      aria-labelledby="competency-generator"
      className="space-y-3 rounded-xl bg-indigo-50/60 px-4 py-4 ring-1 ring-indigo-100"
    >
      <div className="space-y-1">
        <h3 id="competency-generator" className="text-sm font-semibold text-slate-900">
          {t('frameworks.generator.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('frameworks.generator.intro')}</p>
      </div>
      <TextAreaField
        label={t('frameworks.generator.context')}
        hint={t('frameworks.generator.contextHint')}
        value={context}
        maxLength={GENERATOR_CONTEXT_MAX}
        rows={2}
        onChange={(event) => setContext(event.target.value)}
      />
      <Button
        type="button"
        variant="secondary"
        disabled={!name.trim()}
        pending={generate.isPending}
        pendingLabel={t('frameworks.generator.working')}
        onClick={() => void suggest()}
      >
        {t('frameworks.generator.suggest')}
      </Button>
      {!name.trim() ? <p className="text-xs text-slate-600">{t('frameworks.generator.nameFirst')}</p> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {result?.mode === 'model' ? <Alert tone="success">{t('frameworks.generator.written')}</Alert> : null}
      {result?.mode === 'library' ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            {t(
              result.notice === 'credits_exhausted'
                ? 'frameworks.generator.libraryNoCredits'
                : 'frameworks.generator.library',
            )}
          </p>
          {result.drafts.length === 0 ? (
            <p className="text-sm text-slate-600">{t('frameworks.generator.noMatch')}</p>
          ) : (
            <ul className="space-y-2">
              {result.drafts.map((draft) => (
                <li key={draft.name} className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{draft.name}</p>
                      {draft.categoryName ? (
                        <p className="text-xs text-slate-600">{draft.categoryName}</p>
                      ) : null}
                    </div>
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      aria-label={t('frameworks.generator.useNamed', { name: draft.name })}
                      onClick={() => {
                        onUse(draft);
                        setUsed({
                          name: draft.name,
                          missingCategory: draft.categoryId ? null : draft.categoryName,
                        });
                      }}
                    >
                      {t('frameworks.generator.use')}
                    </Button>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">{draft.description}</p>
                </li>
              ))}
            </ul>
          )}
          {used ? (
            <p role="status" className="text-sm text-slate-700">
              {used.missingCategory
                ? t('frameworks.generator.usedLibraryNoCategory', {
                    name: used.name,
                    category: used.missingCategory,
                  })
                : t('frameworks.generator.usedLibrary', { name: used.name })}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
