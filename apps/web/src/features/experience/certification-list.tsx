import { CERTIFICATION_STATUS_COLORS, type Certification } from '@competencyhub/domain/schemas/experience';
import { Award, Paperclip, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { day } from './experience-day.ts';

/** The certifications section: each one with its status, dates and evidence, and buttons to add, edit, remove. */
export function CertificationList({
  certifications,
  onEdit,
  onRemove,
}: {
  certifications: Certification[];
  /** Opens the dialog on this certification, or on a new one (null). */
  onEdit: (item: Certification | null) => void;
  onRemove: (item: { id: string; name: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('experience.certifications.title')}</h2>
        <Button size="sm" variant="secondary" onClick={() => onEdit(null)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('experience.certifications.add')}
        </Button>
      </div>
      {certifications.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('experience.certifications.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {certifications.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start gap-3 py-3">
              <Award aria-hidden="true" className="mt-0.5 size-5 text-indigo-600" />
              <div className="min-w-0 flex-1 basis-56 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {c.name}
                  <Badge color={CERTIFICATION_STATUS_COLORS[c.status]}>
                    {t(`experience.certifications.statuses.${c.status}`)}
                  </Badge>
                </p>
                <p className="text-xs text-slate-600">
                  {[
                    c.issuer,
                    c.credentialId ? t('experience.certifications.idLine', { id: c.credentialId }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-xs text-slate-700">
                  {c.issuedOn
                    ? t('experience.certifications.issuedLine', {
                        date: day(c.issuedOn, i18n.language),
                      })
                    : ''}
                  {c.issuedOn && c.expiresOn ? ' · ' : ''}
                  {c.expiresOn
                    ? t(
                        c.status === 'expired'
                          ? 'experience.certifications.expiredLine'
                          : 'experience.certifications.expiresLine',
                        {
                          date: day(c.expiresOn, i18n.language),
                        },
                      )
                    : ''}
                </p>
                {c.competencies.length > 0 ? (
                  <p className="text-xs text-slate-600">
                    {t('experience.certifications.evidenceFor', {
                      names: c.competencies.map((x) => x.name).join(', '),
                    })}
                  </p>
                ) : null}
                {c.file ? (
                  <a
                    className="inline-flex items-center gap-1 text-sm text-indigo-700 underline"
                    href={`/api/v1/files/${c.file.id}`}
                    download
                  >
                    <Paperclip aria-hidden="true" className="size-3.5" />
                    {c.file.name}
                  </a>
                ) : null}
              </div>
              <div className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('experience.editNamed', { name: c.name })}
                  onClick={() => onEdit(c)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('experience.removeNamed', { name: c.name })}
                  onClick={() => onRemove({ id: c.id, name: c.name })}
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
