import type { JobFamily } from '@competencyhub/domain/schemas/job-architecture';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ArchiveToggle } from './archive-toggle.tsx';
import { FamilyDialog } from './family-dialog.tsx';
import { useFamilyChange } from './job-architecture-api.ts';

/** The company's job families: each with how many job profiles it holds; editors add, change and archive. */
export function JobFamiliesCard({
  companyId,
  families,
  canEdit,
}: {
  companyId: string;
  families: readonly JobFamily[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const change = useFamilyChange(companyId);
  const [editing, setEditing] = useState<JobFamily | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggleArchived(family: JobFamily) {
    setFailure(null);
    try {
      await change.mutateAsync({ kind: 'archive', id: family.id, input: { archived: !family.archived } });
      notifySuccess({
        title: t(
          family.archived
            ? 'jobProfiles.architecture.families.restored'
            : 'jobProfiles.architecture.families.archived',
          { name: family.name },
        ),
      });
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  }

  return (
    <Card as="section" labelledBy="job-families-title" className="space-y-3 px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="job-families-title" className="text-base font-semibold text-slate-900">
          {t('jobProfiles.architecture.families.title')}
        </h2>
        {canEdit ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('jobProfiles.architecture.families.new')}
          </Button>
        ) : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {families.length === 0 ? (
        <p className="text-sm text-slate-600">{t('jobProfiles.architecture.families.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {families.map((family) => (
            <li key={family.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2.5">
              <div className="min-w-48 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium [overflow-wrap:anywhere] text-slate-900">
                  {family.name}
                  {family.archived ? <Badge color="gray">{t('jobProfiles.archivedBadge')}</Badge> : null}
                </p>
                {family.description ? (
                  <p className="text-sm whitespace-pre-line text-slate-600">{family.description}</p>
                ) : null}
                <p className="text-xs text-slate-600">
                  {t('jobProfiles.architecture.profileCount', { count: family.profileCount })}
                </p>
              </div>
              {canEdit ? (
                <div className="flex shrink-0 gap-1">
                  {family.archived ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('jobProfiles.architecture.families.edit', { name: family.name })}
                      onClick={() => setEditing(family)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                  <ArchiveToggle
                    archived={family.archived}
                    label={t(
                      family.archived
                        ? 'jobProfiles.architecture.families.restore'
                        : 'jobProfiles.architecture.families.archive',
                      { name: family.name },
                    )}
                    onClick={() => void toggleArchived(family)}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <FamilyDialog
          companyId={companyId}
          family={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
