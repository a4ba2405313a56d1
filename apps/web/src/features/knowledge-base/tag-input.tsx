import { KNOWLEDGE_LIMITS } from '@competencyhub/domain/schemas/knowledge-base-messages';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { controlClass } from '../../ui/field.tsx';
import { focusRing } from '../../ui/styles.ts';

/**
 * Tags as chips (spec section 5): one is added on Enter or the Add button, only when it is not
 * empty once trimmed and not already there (whatever its case); pressing a tag removes it.
 */
export function TagInput({
  tags,
  onChange,
  disabled,
  error,
}: {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = tags.length >= KNOWLEDGE_LIMITS.tagsMax;

  function add() {
    const tag = draft.trim();
    if (!tag || full) return;
    if (!tags.some((existing) => existing.toLocaleLowerCase() === tag.toLocaleLowerCase())) {
      onChange([...tags, tag]);
    }
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // Enter adds a tag; it never submits the dialog's form.
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('knowledgeBase.curation.tags')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={KNOWLEDGE_LIMITS.tagMax}
          disabled={disabled || full}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className={controlClass(error)}
        />
        <Button type="button" variant="secondary" onClick={add} disabled={disabled || full || !draft.trim()}>
          {t('knowledgeBase.curation.addTag')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {full
          ? t('knowledgeBase.curation.tagsFull', { count: KNOWLEDGE_LIMITS.tagsMax })
          : t('knowledgeBase.curation.tagsHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {tags.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('knowledgeBase.curation.tagList')}>
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
                aria-label={t('knowledgeBase.curation.removeTag', { tag })}
                className={`inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200 hover:bg-indigo-100 ${focusRing}`}
              >
                {tag}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
