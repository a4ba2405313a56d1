import type { Certification, Employment } from '@competencyhub/domain/schemas/experience';
import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CertificationDialog } from './certification-dialog.tsx';
import { CertificationList } from './certification-list.tsx';
import { EmploymentDialog } from './employment-dialog.tsx';
import { EmploymentList } from './employment-list.tsx';
import { useExperience, useExperienceChange } from './experience-api.ts';

type Editing =
  | { kind: 'employment'; item: Employment | null }
  | { kind: 'certifications'; item: Certification | null };

/** /experience: one's employment history and qualifications, with expiry made visible. */
export function ExperiencePage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const companyId = me.company?.id ?? '';
  // Platform staff managing a customer keep their experience in their own company (the server's rule).
  const managing =
    me.managedCompanyId && me.managedCompanyId !== me.user.companyId ? (me.company?.name ?? '') : null;
  const experience = useExperience(companyId);
  const change = useExperienceChange(companyId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<{ kind: Editing['kind']; id: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!removing) return;
    try {
      await change.mutateAsync({ kind: removing.kind, id: removing.id, input: null });
      notifySuccess({ title: t('experience.removed', { name: removing.name }) });
      setRemoving(null);
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <div className="space-y-6">
      <header className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 sm:flex">
          <Briefcase aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('experience.title')}</h1>
          <p className="text-sm text-slate-600">{t('experience.intro')}</p>
        </div>
      </header>
      {experience.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : experience.isError ? (
        <Alert tone="error">{errorMessage(t, experience.error)}</Alert>
      ) : (
        <>
          <CertificationList
            certifications={experience.data.certifications}
            onEdit={(item) => setEditing({ kind: 'certifications', item })}
            onRemove={(item) => setRemoving({ kind: 'certifications', id: item.id, name: item.name })}
          />
          <EmploymentList
            employment={experience.data.employment}
            onEdit={(item) => setEditing({ kind: 'employment', item })}
            onRemove={(item) => setRemoving({ kind: 'employment', id: item.id, name: item.name })}
          />
        </>
      )}
      {editing?.kind === 'employment' ? (
        <EmploymentDialog companyId={companyId} item={editing.item} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'certifications' ? (
        <CertificationDialog
          companyId={companyId}
          item={editing.item}
          managing={managing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            setError(null);
          }
        }}
        title={t('experience.removeTitle', { name: removing?.name ?? '' })}
        description={t('experience.removeBody')}
        confirmLabel={t('experience.remove')}
        pendingLabel={t('experience.saving')}
        pending={change.isPending}
        error={error}
        confirmVariant="danger"
        onConfirm={() => void remove()}
      />
    </div>
  );
}
