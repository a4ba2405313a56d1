import type { AssessedCompetency } from '@competencyhub/domain/schemas/assessments';
import { COMMENT_MAX, EVIDENCE_MAX_BYTES } from '@competencyhub/domain/schemas/assessments';
import { Paperclip, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { uploadEvidence } from './assessments-api.ts';
import { LevelPicker } from './level-picker.tsx';

export interface RatingDraft {
  level: number | null;
  comment: string;
  evidenceUrl: string;
  evidenceFile: { id: string; name: string } | null;
}

export const emptyDraft = (): RatingDraft => ({
  level: null,
  comment: '',
  evidenceUrl: '',
  evidenceFile: null,
});

/**
 * One competency's rating being written: the level against the level descriptions, a comment and,
 * when `withEvidence`, a link or a file (uploaded at once, attached when the ratings are saved).
 */
export function RatingEditor({
  competency,
  draft,
  onChange,
  withEvidence,
  errors,
  legend,
}: {
  competency: Pick<AssessedCompetency, 'name' | 'levels' | 'levelDescriptions' | 'required'>;
  draft: RatingDraft;
  onChange: (next: RatingDraft) => void;
  withEvidence: boolean;
  errors: (field: 'level' | 'comment' | 'evidenceUrl' | 'evidenceFileId') => string | undefined;
  legend: string;
}) {
  const { t } = useTranslation();
  const fileInput = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    if (file.size > EVIDENCE_MAX_BYTES) {
      setUploadError(t('competencies.evidence.tooLarge'));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadEvidence(file);
      onChange({ ...draft, evidenceFile: { id: uploaded.id, name: uploaded.name } });
    } catch (error) {
      setUploadError(errorMessage(t, error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="space-y-4">
      <LevelPicker
        legend={legend}
        levels={competency.levels}
        descriptions={competency.levelDescriptions}
        value={draft.level}
        requiredLevel={competency.required?.level ?? null}
        onChange={(level) => onChange({ ...draft, level })}
        error={errors('level')}
      />
      <TextAreaField
        label={t('competencies.rate.comment')}
        hint={t('competencies.rate.commentHint')}
        value={draft.comment}
        maxLength={COMMENT_MAX}
        onChange={(event) => onChange({ ...draft, comment: event.target.value })}
        error={errors('comment')}
      />
      {withEvidence ? (
        <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
          <TextField
            label={t('competencies.evidence.link')}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.evidenceUrl}
            onChange={(event) => onChange({ ...draft, evidenceUrl: event.target.value })}
            error={errors('evidenceUrl')}
          />
          <div className="space-y-1.5">
            <span className="block text-sm font-medium text-slate-800">
              {t('competencies.evidence.file')}
            </span>
            {draft.evidenceFile ? (
              <p className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
                <Paperclip aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <span className="min-w-0 flex-1 truncate">{draft.evidenceFile.name}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('competencies.evidence.remove', { name: draft.evidenceFile.name })}
                  onClick={() => onChange({ ...draft, evidenceFile: null })}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </p>
            ) : (
              <label
                htmlFor={fileInput}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700 hover:border-indigo-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
              >
                <Paperclip aria-hidden="true" className="size-4" />
                {uploading ? t('competencies.evidence.uploading') : t('competencies.evidence.choose')}
                <input
                  id={fileInput}
                  type="file"
                  className="sr-only"
                  accept=".pdf,.png,.jpg,.jpeg,.webp,.txt,.docx,.xlsx,.pptx"
                  disabled={uploading}
                  onChange={(event) => {
                    void onFile(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </label>
            )}
            <p className="text-xs text-slate-600">{t('competencies.evidence.hint')}</p>
            {uploadError || errors('evidenceFileId') ? (
              <p className="text-sm text-red-700">{uploadError ?? errors('evidenceFileId')}</p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
