import type { AssessedCompetency } from '@competencyhub/domain/schemas/assessments';
import {
  COMMENT_MAX,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_PER_RATING_MAX,
} from '@competencyhub/domain/schemas/assessments';
import { Link2, Paperclip, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { uploadEvidence } from './assessments-api.ts';
import { LevelPicker } from './level-picker.tsx';
import { evidenceOf, type RatingDraft } from './rating-draft.ts';

/**
 * One competency's rating being written: the level against the level descriptions, a comment and,
 * when `withEvidence`, up to EVIDENCE_PER_RATING_MAX links and files (each file uploaded at once,
 * everything attached when the ratings are saved).
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
  errors: (field: 'level' | 'comment' | 'evidence') => string | undefined;
  legend: string;
}) {
  const { t } = useTranslation();
  const fileInput = useId();
  const listLabel = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const attachedFull = draft.evidence.length >= EVIDENCE_PER_RATING_MAX;
  // For another file, the link still being typed counts too: it is sent with the others.
  const full = evidenceOf(draft).length >= EVIDENCE_PER_RATING_MAX;

  function addLink() {
    const url = draft.link.trim();
    if (url === '' || draft.evidence.length >= EVIDENCE_PER_RATING_MAX) return;
    // A link already listed is not listed twice (the server would refuse it).
    const listed = draft.evidence.some((piece) => piece.kind === 'link' && piece.url === url);
    onChange({
      ...draft,
      evidence: listed ? draft.evidence : [...draft.evidence, { kind: 'link', url }],
      link: '',
    });
  }

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
      onChange({
        ...draft,
        evidence: [...draft.evidence, { kind: 'file', id: uploaded.id, name: uploaded.name }],
      });
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
        <div className="space-y-3">
          {draft.evidence.length > 0 ? (
            <div className="space-y-1.5">
              <span id={listLabel} className="block text-sm font-medium text-slate-800">
                {t('competencies.evidence.attached')}
              </span>
              <ul aria-labelledby={listLabel} className="space-y-1.5">
                {draft.evidence.map((piece, index) => {
                  const name = piece.kind === 'link' ? piece.url : piece.name;
                  return (
                    <li
                      // Unique: a link is listed once (addLink), a file has its own id.
                      key={piece.kind === 'link' ? `link:${piece.url}` : `file:${piece.id}`}
                      className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm"
                    >
                      {piece.kind === 'link' ? (
                        <Link2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                      ) : (
                        <Paperclip aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                      )}
                      <span className="min-w-0 flex-1 truncate">{name}</span>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('competencies.evidence.remove', { name })}
                        onClick={() =>
                          onChange({ ...draft, evidence: draft.evidence.filter((_, at) => at !== index) })
                        }
                      >
                        <X aria-hidden="true" className="size-4" />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
            <div className="space-y-1.5">
              <TextField
                label={t('competencies.evidence.link')}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={draft.link}
                disabled={attachedFull}
                onChange={(event) => onChange({ ...draft, link: event.target.value })}
                onKeyDown={(event) => {
                  // Enter adds the link to the list rather than submitting anything.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addLink();
                  }
                }}
              />
              <Button
                size="sm"
                variant="secondary"
                onClick={addLink}
                disabled={attachedFull || draft.link.trim() === ''}
              >
                <Link2 aria-hidden="true" className="size-4" />
                {t('competencies.evidence.addLink')}
              </Button>
            </div>
            <div className="space-y-1.5">
              <span className="block text-sm font-medium text-slate-800">
                {t('competencies.evidence.file')}
              </span>
              <label
                htmlFor={fileInput}
                data-disabled={full || uploading ? '' : undefined}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700 hover:border-indigo-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
              >
                <Paperclip aria-hidden="true" className="size-4" />
                {uploading ? t('competencies.evidence.uploading') : t('competencies.evidence.choose')}
                <input
                  id={fileInput}
                  type="file"
                  className="sr-only"
                  accept=".pdf,.png,.jpg,.jpeg,.webp,.txt,.docx,.xlsx,.pptx"
                  disabled={uploading || full}
                  onChange={(event) => {
                    void onFile(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </label>
              <p className="text-xs text-slate-600">{t('competencies.evidence.hint')}</p>
            </div>
          </div>
          <p className="text-xs text-slate-600">
            {t('competencies.evidence.limit', { max: EVIDENCE_PER_RATING_MAX })}
          </p>
          {uploadError || errors('evidence') ? (
            <p role="alert" className="text-sm text-red-700">
              {uploadError ?? errors('evidence')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
