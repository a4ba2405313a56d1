import {
  KNOWLEDGE_CATEGORIES,
  type KnowledgeCategory,
  KnowledgeSubmission,
} from '@competencyhub/domain/schemas/knowledge-base';
import { KNOWLEDGE_LIMITS } from '@competencyhub/domain/schemas/knowledge-base-messages';
import { faqLocaleFor } from '@competencyhub/domain/schemas/public-site';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { type FieldErrors, issuesToErrors } from '../../lib/form-state.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { type KnowledgeScope, useSubmitSource } from './knowledge-api.ts';
import { knowledgeError, knowledgeMessage } from './knowledge-messages.ts';
import { TagInput } from './tag-input.tsx';

/** What an external-source card (or anyone opening the dialog) fills in beforehand. */
export interface CurationPrefill {
  url?: string;
  title?: string;
  description?: string;
  searchQuery?: string;
}

interface Draft {
  url: string;
  title: string;
  description: string;
  searchQuery: string;
  tags: string[];
  category: KnowledgeCategory;
  notes: string;
}

const draftOf = (prefill: CurationPrefill = {}): Draft => ({
  url: prefill.url ?? '',
  title: prefill.title ?? '',
  description: prefill.description ?? '',
  searchQuery: prefill.searchQuery ?? '',
  tags: [],
  category: 'general',
  notes: '',
});

/**
 * The knowledge-base curation dialog (spec sections 2, 4, 5, 8): a page's address and what to know
 * about it. Editing → processing ('Processing...', every control disabled) → closed on success with
 * the spec's toast; back to editing on error, with the reason under the field it concerns.
 */
export default function CurationDialog({
  open,
  onOpenChange,
  scope = 'company',
  prefill,
  direct,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope?: KnowledgeScope;
  prefill?: CurationPrefill | undefined;
  /** Whether the person's pages go straight in (the server decides; this sets the words). */
  direct: boolean;
}) {
  const { t, i18n } = useTranslation();
  const submit = useSubmitSource(scope);
  const [draft, setDraft] = useState<Draft>(() => draftOf(prefill));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldError = (field: string) => knowledgeMessage(t, errors[field]);
  const processing = submit.isPending;
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(prefill));
    setErrors({});
    setFormError(null);
  }, [open, prefill]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    const parsed = KnowledgeSubmission.safeParse({ ...draft, locale: faqLocaleFor(i18n.resolvedLanguage) });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    setFormError(null);
    try {
      const result = await submit.mutateAsync(parsed.data);
      notifySuccess({
        title: t('knowledgeBase.curation.successTitle'),
        description: t(
          result.autoApproved ? 'knowledgeBase.curation.added' : 'knowledgeBase.curation.submitted',
        ),
      });
      onOpenChange(false);
    } catch (error) {
      // Spec section 8's toast; the reason stays in the dialog, under the field it concerns.
      notifyError({
        title: t('knowledgeBase.curation.errorTitle'),
        description: t('knowledgeBase.curation.errorBody'),
      });
      if (isApiError(error) && Object.keys(error.fieldErrors).length) {
        // The English messages, translated where shown; a page's reason carries its HTTP status.
        const found: FieldErrors = {};
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (messages[0]) found[field] = messages[0];
        }
        if (found.url && error.code === 'KNOWLEDGE_FETCH_FAILED') found.url = knowledgeError(t, error);
        setErrors(found);
      } else {
        setFormError(knowledgeError(t, error));
      }
    }
  }

  const formId = 'knowledge-curation-form';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !processing && onOpenChange(next)}
      title={t(direct ? 'knowledgeBase.curation.titleAdd' : 'knowledgeBase.curation.titleSuggest')}
      description={t(
        scope === 'platform'
          ? 'knowledgeBase.curation.introPlatform'
          : direct
            ? 'knowledgeBase.curation.introAdd'
            : 'knowledgeBase.curation.introSuggest',
      )}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={processing}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            pending={processing}
            pendingLabel={t('knowledgeBase.curation.processing')}
          >
            {t(direct ? 'knowledgeBase.curation.submitAdd' : 'knowledgeBase.curation.submitSuggest')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormErrorAlert message={formError} />
        <fieldset disabled={processing} className="space-y-4">
          <TextField
            label={t('knowledgeBase.curation.url')}
            hint={t('knowledgeBase.curation.urlHint')}
            type="url"
            inputMode="url"
            value={draft.url}
            onChange={(event) => change({ url: event.target.value })}
            maxLength={KNOWLEDGE_LIMITS.urlMax}
            placeholder="https://"
            required
            aria-required="true"
            error={fieldError('url')}
          />
          <TextField
            label={t('knowledgeBase.curation.title')}
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
            maxLength={KNOWLEDGE_LIMITS.titleMax}
            required
            aria-required="true"
            error={fieldError('title')}
          />
          <TextAreaField
            label={t('knowledgeBase.curation.description')}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
            maxLength={KNOWLEDGE_LIMITS.descriptionMax}
            rows={2}
            error={fieldError('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('knowledgeBase.curation.searchQuery')}
              hint={t('knowledgeBase.curation.searchQueryHint')}
              value={draft.searchQuery}
              onChange={(event) => change({ searchQuery: event.target.value })}
              maxLength={KNOWLEDGE_LIMITS.searchQueryMax}
              error={fieldError('searchQuery')}
            />
            <SelectField
              label={t('knowledgeBase.curation.category')}
              value={draft.category}
              onChange={(event) => change({ category: event.target.value as KnowledgeCategory })}
              error={fieldError('category')}
            >
              {KNOWLEDGE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`knowledgeBase.categories.${category}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <TagInput
            tags={draft.tags}
            onChange={(tags) => change({ tags })}
            disabled={processing}
            error={
              fieldError('tags') ??
              Object.keys(errors)
                .filter((key) => key.startsWith('tags.'))
                .map(fieldError)[0]
            }
          />
          <TextAreaField
            label={t('knowledgeBase.curation.notes')}
            hint={t(direct ? 'knowledgeBase.curation.notesHintAdd' : 'knowledgeBase.curation.notesHint')}
            value={draft.notes}
            onChange={(event) => change({ notes: event.target.value })}
            maxLength={KNOWLEDGE_LIMITS.notesMax}
            rows={2}
            error={fieldError('notes')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
