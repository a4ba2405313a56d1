import type { Employment } from '@competencyhub/domain/schemas/experience';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { day } from './experience-day.ts';

/** The employment history section: each job with its dates and description, and buttons to add, edit, remove. */
export function EmploymentList({
  employment,
  onEdit,
  onRemove,
}: {
  employment: Employment[];
  /** Opens the dialog on this job, or on a new one (null). */
  onEdit: (item: Employment | null) => void;
  onRemove: (item: { id: string; name: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('experience.employment.heading')}</h2>
        <Button size="sm" variant="secondary" onClick={() => onEdit(null)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('experience.employment.add')}
        </Button>
      </div>
      {employment.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('experience.employment.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {employment.map((job) => (
            <li key={job.id} className="flex flex-wrap items-start gap-3 py-3">
              <div className="min-w-0 flex-1 basis-56 space-y-1">
                <p className="font-medium text-slate-900">
                  {t('experience.employment.line', { title: job.title, employer: job.employer })}
                </p>
                <p className="text-xs text-slate-600">
                  {job.endOn
                    ? t('experience.employment.period', {
                        from: day(job.startOn, i18n.language),
                        to: day(job.endOn, i18n.language),
                      })
                    : t('experience.employment.since', { from: day(job.startOn, i18n.language) })}
                </p>
                {job.description ? (
                  <p className="text-sm whitespace-pre-line text-slate-700">{job.description}</p>
                ) : null}
              </div>
              <div className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('experience.editNamed', { name: job.title })}
                  onClick={() => onEdit(job)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('experience.removeNamed', { name: job.title })}
                  onClick={() => onRemove({ id: job.id, name: job.title })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
