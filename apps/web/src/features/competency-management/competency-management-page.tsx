import { isSystemLevel } from '@competencyhub/domain/roles';
import type { FrameworkDetail, FrameworkSummary } from '@competencyhub/domain/schemas/competencies';
import { faqLocaleFor } from '@competencyhub/domain/schemas/public-site';
import { BookOpen, Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { FrameworkDialog } from './framework-dialog.tsx';
import { FrameworkView } from './framework-view.tsx';
import { useFrameworks, useImportStarterLibrary } from './frameworks-api.ts';
import { LevelRulesCard } from './level-rules-card.tsx';

/** The framework picked in the list, kept in the address so a reload or a shared link shows it. */
function useSelectedFramework(frameworks: readonly FrameworkSummary[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('framework');
  const selected =
    frameworks.find((framework) => framework.id === asked) ??
    frameworks.find((framework) => !framework.archivedAt) ??
    frameworks[0] ??
    null;
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('framework', id);
        return next;
      },
      { replace: true },
    );
  return [selected, select] as const;
}

function FrameworkList({
  frameworks,
  selectedId,
  onSelect,
}: {
  frameworks: readonly FrameworkSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2">
      {frameworks.map((framework) => {
        const selected = framework.id === selectedId;
        return (
          <li key={framework.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(framework.id)}
              className={`w-full rounded-xl border px-4 py-3 text-left transition-colors ${focusRing} ${
                selected
                  ? 'border-indigo-300 bg-indigo-50 ring-1 ring-indigo-200'
                  : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50'
              }`}
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {framework.name}
                </span>
                {framework.archivedAt ? <Badge color="gray">{t('frameworks.archivedBadge')}</Badge> : null}
              </span>
              <span className="mt-1 block text-sm text-slate-600">
                {t('frameworks.listCounts', {
                  competencies: t('frameworks.competencyCount', { count: framework.competencyCount }),
                  categories: t('frameworks.categoryCount', { count: framework.categoryCount }),
                })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Imports the bundled starter library as a new framework, in the person's language (decision 0046). */
function useStarterLibrary(companyId: string, onImported: (framework: FrameworkDetail) => void) {
  const { t, i18n } = useTranslation();
  const importLibrary = useImportStarterLibrary(companyId);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      const framework = await importLibrary.mutateAsync(faqLocaleFor(i18n.resolvedLanguage));
      notifySuccess({
        title: t('frameworks.starter.done', {
          name: framework.name,
          competencies: t('frameworks.competencyCount', { count: framework.competencyCount }),
        }),
      });
      onImported(framework);
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  };
  return { run, pending: importLibrary.isPending, error };
}

function EmptyState({
  onCreate,
  starter,
}: {
  onCreate: () => void;
  starter: ReturnType<typeof useStarterLibrary>;
}) {
  const { t } = useTranslation();
  return (
    <Card className="px-6 py-10 text-center">
      <Layers aria-hidden="true" className="mx-auto size-10 text-indigo-500" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('frameworks.empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">{t('frameworks.empty.body')}</p>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">{t('frameworks.starter.pitch')}</p>
      {starter.error ? (
        <div className="mx-auto mt-4 max-w-xl text-left">
          <Alert tone="error">{starter.error}</Alert>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button
          onClick={() => void starter.run()}
          pending={starter.pending}
          pendingLabel={t('frameworks.starter.importing')}
        >
          <BookOpen aria-hidden="true" className="size-4" />
          {t('frameworks.starter.import')}
        </Button>
        <Button variant="secondary" onClick={onCreate}>
          <Plus aria-hidden="true" className="size-4" />
          {t('frameworks.create')}
        </Button>
      </div>
    </Card>
  );
}

function Frameworks({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const list = useFrameworks(companyId, 'include');
  const [creating, setCreating] = useState(false);
  const [selected, select] = useSelectedFramework(list.data?.items ?? []);
  const starter = useStarterLibrary(companyId, (framework) => select(framework.id));

  if (list.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (list.isError) return <Alert tone="error">{errorMessage(t, list.error)}</Alert>;

  const frameworks = list.data.items;
  const createDialog = (
    <FrameworkDialog
      companyId={companyId}
      framework={null}
      open={creating}
      onOpenChange={setCreating}
      onSaved={(framework) => select(framework.id)}
    />
  );
  if (frameworks.length === 0) {
    return (
      <>
        <EmptyState onCreate={() => setCreating(true)} starter={starter} />
        {createDialog}
      </>
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <nav aria-label={t('frameworks.listLabel')} className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t('frameworks.listTitle')}
          </h2>
          <Button size="sm" variant="secondary" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('frameworks.new')}
          </Button>
        </div>
        <FrameworkList frameworks={frameworks} selectedId={selected?.id ?? null} onSelect={select} />
        <Button
          size="sm"
          variant="ghost"
          fullWidth
          onClick={() => void starter.run()}
          pending={starter.pending}
          pendingLabel={t('frameworks.starter.importing')}
        >
          <BookOpen aria-hidden="true" className="size-4" />
          {t('frameworks.starter.importAnother')}
        </Button>
        {starter.error ? <Alert tone="error">{starter.error}</Alert> : null}
      </nav>
      {selected ? <FrameworkView key={selected.id} companyId={companyId} frameworkId={selected.id} /> : null}
      {createDialog}
    </div>
  );
}

/** /competency-management: a company's competency frameworks, their scales and competencies. */
export function CompetencyManagementPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const company = me.company;
  return (
    <div className="space-y-6">
      <header className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 sm:flex">
          <Layers aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('frameworks.title')}</h1>
          <p className="text-sm text-slate-600">{t('frameworks.intro')}</p>
        </div>
      </header>
      {company && isSystemLevel(me.user.role) && me.managedCompanyId ? (
        <Alert tone="info">{t('frameworks.managing', { company: company.name })}</Alert>
      ) : null}
      {company ? (
        <>
          <Frameworks companyId={company.id} />
          <LevelRulesCard companyId={company.id} />
        </>
      ) : (
        <Alert tone="warning">{t('frameworks.noCompany')}</Alert>
      )}
    </div>
  );
}
