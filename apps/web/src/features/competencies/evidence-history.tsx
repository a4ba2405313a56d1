import type { EvidenceEntry, LinkedCertification } from '@competencyhub/domain/schemas/assessments';
import { CERTIFICATION_STATUS_COLORS } from '@competencyhub/domain/schemas/experience';
import { Award, Link2, Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useEvidence } from './assessments-api.ts';

const dayOf = (date: string, language: string) => formatDate(`${date}T12:00:00Z`, language);
const linkClass = 'break-all text-indigo-700 underline underline-offset-2';

function CertificationPiece({ certification }: { certification: LinkedCertification }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium text-slate-900">{certification.name}</span>
      {certification.issuer ? <span>· {certification.issuer}</span> : null}
      <Badge color={CERTIFICATION_STATUS_COLORS[certification.status]}>
        {t(`competencies.why.certificationStatus.${certification.status}`, {
          date: certification.expiresOn ? dayOf(certification.expiresOn, i18n.language) : '',
        })}
      </Badge>
      {certification.file ? (
        <a
          className={`inline-flex items-center gap-1 ${linkClass}`}
          href={`/api/v1/files/${certification.file.id}`}
          download
        >
          <Paperclip aria-hidden="true" className="size-3.5" />
          {certification.file.name}
        </a>
      ) : null}
    </span>
  );
}

function Piece({ piece }: { piece: EvidenceEntry }) {
  const { t, i18n } = useTranslation();
  const Icon = piece.kind === 'certification' ? Award : piece.kind === 'file' ? Paperclip : Link2;
  const origin =
    piece.ratingSource === null
      ? t('competencies.why.evidence.fromExperience')
      : t(`competencies.sources.${piece.ratingSource}`);
  const date = dayOf(piece.addedOn, i18n.language);
  return (
    <li className="flex gap-2 py-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
      <div className="min-w-0 space-y-0.5">
        {piece.certification ? (
          <CertificationPiece certification={piece.certification} />
        ) : piece.file ? (
          <a className={linkClass} href={`/api/v1/files/${piece.file.id}`} download>
            {piece.file.name}
          </a>
        ) : piece.url ? (
          <a className={linkClass} href={piece.url} target="_blank" rel="noopener noreferrer nofollow">
            {piece.url}
          </a>
        ) : null}
        <p className="text-xs text-slate-600">
          {origin} ·{' '}
          {piece.addedBy
            ? t('competencies.why.evidence.addedBy', { date, name: piece.addedBy })
            : t('competencies.why.evidence.added', { date })}
        </p>
      </div>
    </li>
  );
}

/**
 * Every piece of evidence for one competency, newest first, a page at a time (decision 0065): the
 * links and files given with the person's and their manager's ratings, and the qualifications from
 * Experience linked to it, each with its day and who added it.
 */
export function EvidenceHistory({
  companyId,
  personId,
  competencyId,
}: {
  companyId: string;
  personId: string | null;
  competencyId: string;
}) {
  const { t } = useTranslation();
  const evidence = useEvidence(companyId, personId, competencyId);
  const pieces = evidence.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={`evidence-${competencyId}`}>
      <h4 id={`evidence-${competencyId}`} className="text-sm font-semibold text-slate-900">
        {t('competencies.why.evidence.title')}
      </h4>
      {evidence.isPending ? (
        <Spinner label={t('app.loading')} size="sm" />
      ) : evidence.isError ? (
        <Alert tone="error">{errorMessage(t, evidence.error)}</Alert>
      ) : pieces.length === 0 ? (
        <p className="text-sm text-slate-600">{t('competencies.why.evidence.empty')}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 text-sm text-slate-700">
            {pieces.map((piece) => (
              <Piece key={piece.id} piece={piece} />
            ))}
          </ul>
          <ShowMore list={evidence} label={t('competencies.why.evidence.more')} />
        </>
      )}
    </section>
  );
}
