import {
  TOOLTIP_LANGUAGES,
  TOOLTIP_PAGES,
  type Tooltip,
  TooltipInput,
  type TooltipLanguage,
} from '@competencyhub/domain/schemas/tooltips';
import { TOOLTIP_LIMITS } from '@competencyhub/domain/schemas/tooltips-messages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { TooltipPreview } from './tooltip-preview.tsx';
import { useSaveTooltip } from './tooltips-api.ts';

export interface TooltipDraft {
  id: string | null;
  page: string;
  selector: string;
  texts: Partial<Record<TooltipLanguage, string>>;
}

export const draftOf = (tooltip: Tooltip): TooltipDraft => ({
  id: tooltip.id,
  page: tooltip.page,
  selector: tooltip.selector,
  texts: tooltip.texts,
});

/** The browser's own verdict on a selector's syntax: the server can only check its length. */
function parsesAsSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creating or changing a tooltip: its page, its selector (checked by the browser before it is sent),
 * its text in each language (English required) and a preview. The shared schema checks the rest on
 * both sides; the server's refusals show under their fields.
 */
export function TooltipForm({ draft, onClose }: { draft: TooltipDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTooltip();
  const [page, setPage] = useState(draft.page);
  const [selector, setSelector] = useState(draft.selector);
  const [texts, setTexts] = useState(draft.texts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A field's message goes once the field is changed.
  const clear = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = TooltipInput.safeParse({ page, selector, texts });
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const path = issue.path.join('.');
      found[path] ??= translateValidationMessage(t, issue.message) ?? issue.message;
    }
    if (!found.selector && selector.trim() && !parsesAsSelector(selector.trim()))
      found.selector = t('tooltipAdmin.errors.selectorSyntax');
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    save.mutate(
      { id: draft.id, input: parsed.data },
      {
        onSuccess: () => {
          notifySuccess({ title: t(draft.id ? 'tooltipAdmin.saved' : 'tooltipAdmin.created') });
          onClose();
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fieldErrors : {};
          const mapped = Object.fromEntries(
            Object.entries(fields).map(([field, [message]]) => [
              field,
              translateValidationMessage(t, message) ?? '',
            ]),
          );
          setErrors(mapped);
          if (Object.keys(mapped).length === 0) setFormError(errorMessage(t, error));
        },
      },
    );
  };

  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t(draft.id ? 'tooltipAdmin.form.editTitle' : 'tooltipAdmin.form.newTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form="tooltip-form"
            pending={save.isPending}
            pendingLabel={t('tooltipAdmin.form.saving')}
          >
            {t('tooltipAdmin.form.save')}
          </Button>
        </>
      }
    >
      <form id="tooltip-form" noValidate onSubmit={submit} className="space-y-4">
        <FormErrorAlert message={formError} />
        <SelectField
          label={t('tooltipAdmin.form.page')}
          value={page}
          error={errors.page}
          onChange={(e) => setPage(e.target.value)}
        >
          {TOOLTIP_PAGES.map((path) => (
            <option key={path} value={path}>
              {path}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('tooltipAdmin.form.selector')}
          hint={t('tooltipAdmin.form.selectorHint')}
          value={selector}
          maxLength={TOOLTIP_LIMITS.selectorChars}
          error={errors.selector}
          onChange={(e) => {
            setSelector(e.target.value);
            clear('selector');
          }}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
          spellCheck={false}
          autoComplete="off"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {TOOLTIP_LANGUAGES.map((code) => (
            <TextAreaField
              key={code}
              label={t(code === 'en-US' ? 'tooltipAdmin.form.textRequired' : 'tooltipAdmin.form.text', {
                language: t(`tooltipAdmin.languages.${code}`),
              })}
              lang={code}
              value={texts[code] ?? ''}
              maxLength={TOOLTIP_LIMITS.textChars}
              error={errors[`texts.${code}`]}
              onChange={(e) => {
                setTexts((current) => ({ ...current, [code]: e.target.value }));
                clear(`texts.${code}`);
              }}
              rows={2}
            />
          ))}
        </div>
        <TooltipPreview texts={texts} />
      </form>
    </Modal>
  );
}
