import {
  type AssessedCompetency,
  AssessmentInput,
  type PersonAssessment,
} from '@competencyhub/domain/schemas/assessments';
import { ChevronDown, ChevronUp, ExternalLink, Paperclip, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { useRequirableCompetencies } from '../../lib/competency-queries.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { IMPORTANCE_COLORS } from '../../ui/importance.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { useSubmitSelfAssessment } from './assessments-api.ts';
import { useLevelText } from './level-text.ts';
import { emptyDraft, evidenceOf, type RatingDraft } from './rating-draft.ts';
import { RatingEditor } from './rating-editor.tsx';

type Row = Pick<
  AssessedCompetency,
  | 'competencyId'
  | 'name'
  | 'categoryName'
  | 'frameworkName'
  | 'levels'
  | 'levelDescriptions'
  | 'required'
  | 'self'
  | 'manager'
  | 'archived'
>;

/** Server field errors are keyed `ratings.N.field`, N the place in what was sent. */
function errorsFor(sent: readonly string[], fieldErrors: Record<string, string[]>) {
  const byCompetency = new Map<string, Record<string, string>>();
  for (const [key, messages] of Object.entries(fieldErrors)) {
    // A piece of evidence's problem (ratings.0.evidence.2.url) shows under the rating's evidence.
    const match = /^ratings\.(\d+)\.(\w+)/.exec(key);
    const id = match ? sent[Number(match[1])] : undefined;
    if (!match?.[2] || !id || !messages[0]) continue;
    byCompetency.set(id, { [match[2]]: messages[0], ...byCompetency.get(id) });
  }
  return byCompetency;
}

export function RatedSummary({
  label,
  rating,
  levels,
}: {
  label: string;
  rating: AssessedCompetency['self'];
  levels: Row['levels'];
}) {
  const { t, i18n } = useTranslation();
  const levelText = useLevelText();
  if (!rating) return null;
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium text-slate-900">{label}: </span>
      {levelText(rating.level, levels)}
      {rating.level === null
        ? ` (${t('competencies.rate.unreadable', { level: rating.originalLevel, version: rating.originalVersion })})`
        : rating.mapped
          ? ` (${t('competencies.rate.mapped', { level: rating.originalLevel, version: rating.originalVersion })})`
          : null}
      <span className="text-slate-500"> · {formatDate(rating.ratedAt, i18n.language)}</span>
      {rating.comment ? <span className="mt-0.5 block text-slate-600 italic">“{rating.comment}”</span> : null}
      {rating.evidence.length > 0 ? (
        <span className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5">
          {rating.evidence.map((piece) =>
            piece.url ? (
              <a
                key={piece.id}
                className="inline-flex min-w-0 items-center gap-1 text-indigo-700 underline"
                href={piece.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                aria-label={t('competencies.evidence.linkLabel', { url: piece.url })}
                title={t('competencies.evidence.openLink')}
              >
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="max-w-64 truncate">{piece.url.replace(/^https?:\/\//, '')}</span>
              </a>
            ) : piece.file ? (
              <a
                key={piece.id}
                className="inline-flex min-w-0 items-center gap-1 text-indigo-700 underline"
                href={`/api/v1/files/${piece.file.id}`}
                download
              >
                <Paperclip aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="max-w-64 truncate">{piece.file.name}</span>
              </a>
            ) : null,
          )}
        </span>
      ) : null}
    </p>
  );
}

/**
 * The self-assessment: each competency of one's job profile (and any other one chooses), rated
 * against the level descriptions with a comment and evidence. Saving appends the ratings; earlier
 * ones stay in the history.
 */
export function SelfAssessment({
  companyId,
  assessment,
  managing,
}: {
  companyId: string;
  assessment: PersonAssessment;
  /**
   * The company a system admin or owner manages, when not their own: their self-assessment stays in
   * their own company, whose frameworks are not the ones on offer here.
   */
  managing: string | null;
}) {
  const { t } = useTranslation();
  const submit = useSubmitSelfAssessment(companyId);
  const [drafts, setDrafts] = useState<Map<string, RatingDraft>>(new Map());
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [extra, setExtra] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Map<string, Record<string, string>>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [toAdd, setToAdd] = useState('');
  const catalog = useRequirableCompetencies(companyId, adding);
  const levelText = useLevelText();

  const rows: Row[] = useMemo(() => {
    const shown = assessment.competencies.filter((c) => !c.archived || c.self);
    const ids = new Set(shown.map((c) => c.competencyId));
    return [...shown, ...extra.filter((c) => !ids.has(c.competencyId))];
  }, [assessment.competencies, extra]);
  const ready = [...drafts.entries()].filter(([, draft]) => draft.level !== null);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  function addCompetency() {
    for (const framework of catalog.frameworks) {
      const competency = framework.competencies.find((c) => c.id === toAdd);
      if (!competency) continue;
      const category = framework.categories.find((c) => c.id === competency.categoryId);
      setExtra((list) => [
        ...list,
        {
          competencyId: competency.id,
          name: competency.name,
          categoryName: category?.name ?? '',
          frameworkName: framework.name,
          levels: framework.scale.levels,
          levelDescriptions: competency.levelDescriptions,
          required: null,
          self: null,
          manager: null,
          archived: false,
        },
      ]);
      setOpen((current) => new Set(current).add(competency.id));
    }
    setToAdd('');
    setAdding(false);
  }

  async function save() {
    setFormError(null);
    const sent = ready.map(([id]) => id);
    const parsed = AssessmentInput.safeParse({
      ratings: ready.map(([competencyId, draft]) => ({
        competencyId,
        level: draft.level,
        comment: draft.comment,
        evidence: evidenceOf(draft),
      })),
    });
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] = [issue.message];
      setErrors(errorsFor(sent, fieldErrors));
      return;
    }
    setErrors(new Map());
    try {
      await submit.mutateAsync(parsed.data);
      notifySuccess({ title: t('competencies.rate.saved', { count: sent.length }) });
      setDrafts(new Map());
      setOpen(new Set());
      setExtra([]);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        setErrors(errorsFor(sent, error.fieldErrors));
      }
      setFormError(errorMessage(t, error));
    }
  }

  const offered = catalog.frameworks.map((framework) => ({
    framework,
    competencies: framework.competencies.filter(
      (c) => !c.archivedAt && !rows.some((row) => row.competencyId === c.id),
    ),
  }));

  return (
    <Card className="px-5 py-5 sm:px-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('competencies.self.title')}</h2>
        <p className="text-sm text-slate-600">
          {assessment.person.jobProfile
            ? t('competencies.self.intro', { title: assessment.person.jobProfile.title })
            : t('competencies.self.introNoProfile')}
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
          {t('competencies.self.empty')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {rows.map((row) => {
            const expanded = open.has(row.competencyId);
            const draft = drafts.get(row.competencyId) ?? emptyDraft();
            const rowErrors = errors.get(row.competencyId) ?? {};
            const panelId = `self-${row.competencyId}`;
            return (
              <li key={row.competencyId} className="py-3">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 flex-1 basis-64 space-y-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {row.name}
                      {row.required ? (
                        <Badge color={IMPORTANCE_COLORS[row.required.importance]}>
                          {t(`jobProfiles.importance.${row.required.importance}`)}
                        </Badge>
                      ) : null}
                      {row.archived ? <Badge color="gray">{t('competencies.archived')}</Badge> : null}
                    </p>
                    <p className="text-xs text-slate-600">
                      {row.frameworkName} › {row.categoryName}
                      {row.required
                        ? ` · ${t('competencies.requiredLevel', { level: levelText(row.required.level, row.levels) })}`
                        : ''}
                    </p>
                    <RatedSummary
                      label={t('competencies.rate.yourLast')}
                      rating={row.self}
                      levels={row.levels}
                    />
                    <RatedSummary
                      label={t('competencies.rate.managerLast', { name: row.manager?.raterName ?? '' })}
                      rating={row.manager}
                      levels={row.levels}
                    />
                    {drafts.get(row.competencyId)?.level && !expanded ? (
                      <p className="text-sm font-medium text-indigo-700">
                        {t('competencies.rate.unsaved', { level: levelText(draft.level, row.levels) })}
                      </p>
                    ) : null}
                  </div>
                  {row.archived ? null : (
                    <Button
                      size="sm"
                      variant={expanded ? 'ghost' : 'secondary'}
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => toggle(row.competencyId)}
                    >
                      {expanded ? (
                        <ChevronUp aria-hidden="true" className="size-4" />
                      ) : (
                        <ChevronDown aria-hidden="true" className="size-4" />
                      )}
                      {expanded
                        ? t('competencies.rate.hide')
                        : row.self
                          ? t('competencies.rate.rateAgain', { name: row.name })
                          : t('competencies.rate.rate', { name: row.name })}
                    </Button>
                  )}
                </div>
                {expanded ? (
                  <div id={panelId} className="mt-3 rounded-xl bg-slate-50 px-4 py-4">
                    <RatingEditor
                      competency={row}
                      draft={draft}
                      withEvidence
                      legend={t('competencies.rate.yourLevel', { name: row.name })}
                      onChange={(next) =>
                        setDrafts((current) => new Map(current).set(row.competencyId, next))
                      }
                      errors={(field) => translateValidationMessage(t, rowErrors[field])}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      <div className="mt-4 space-y-3">
        {adding ? (
          catalog.pending ? (
            <p className="text-sm text-slate-600">{t('app.loading')}</p>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <SelectField
                className="min-w-0 flex-1"
                label={t('competencies.self.addLabel')}
                value={toAdd}
                onChange={(event) => setToAdd(event.target.value)}
              >
                <option value="">{t('competencies.self.choose')}</option>
                {offered.map(({ framework, competencies }) =>
                  competencies.length > 0 ? (
                    <optgroup key={framework.id} label={framework.name}>
                      {competencies.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </optgroup>
                  ) : null,
                )}
              </SelectField>
              <Button variant="secondary" onClick={addCompetency} disabled={!toAdd}>
                {t('competencies.self.add')}
              </Button>
            </div>
          )
        ) : managing !== null ? (
          <p className="text-sm text-slate-600">{t('competencies.self.elsewhere', { company: managing })}</p>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('competencies.self.addAnother')}
          </Button>
        )}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('competencies.rate.readyCount', { count: ready.length })}
          </p>
          <Button
            onClick={() => void save()}
            disabled={ready.length === 0}
            pending={submit.isPending}
            pendingLabel={t('competencies.rate.saving')}
          >
            {t('competencies.rate.save', { count: ready.length })}
          </Button>
        </div>
      </div>
    </Card>
  );
}
