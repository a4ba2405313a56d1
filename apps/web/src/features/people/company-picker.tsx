import type { CompanyListItem } from '@competencyhub/domain/schemas/companies';
import { Building2, Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useCompanies, useSetManagedCompany } from './people-api.ts';

function CompanyChoice({
  company,
  current,
  busy,
  onChoose,
}: {
  company: CompanyListItem;
  current: boolean;
  busy: boolean;
  onChoose: (company: CompanyListItem) => void;
}) {
  const { t } = useTranslation();
  const details = [company.domains.join(', '), t('people.company.people', { count: company.peopleCount })]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <button
        type="button"
        disabled={busy}
        aria-current={current || undefined}
        onClick={() => onChoose(company)}
        className={`flex w-full items-center justify-between gap-3 rounded-lg border px-3 py-2.5 text-left disabled:cursor-wait ${
          current ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 hover:bg-slate-50'
        } ${focusRing}`}
      >
        <span className="min-w-0">
          <span title={company.name} className="block truncate text-sm font-semibold text-slate-900">
            {company.name}
          </span>
          <span title={details} className="block truncate text-xs text-slate-600">
            {details}
          </span>
        </span>
        {current ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-indigo-700">
            <Check aria-hidden="true" className="size-4" />
            {t('people.company.current')}
          </span>
        ) : null}
      </button>
    </li>
  );
}

/**
 * How a company is named to platform staff: companies may share a name, so its domains go beside it
 * and look-alikes are told apart.
 */
export function companyLabel(name: string, domains: readonly string[]): string {
  return domains.length ? `${name} (${domains.join(', ')})` : name;
}

/** System-level users choose which company they manage; every list then shows that company. */
export function CompanyPicker({
  companyId,
  companyName,
  companyDomains,
}: {
  companyId: string | null;
  companyName: string;
  companyDomains: readonly string[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const companies = useCompanies(q, open);
  const choose = useSetManagedCompany();
  const items = companies.data?.pages.flatMap((page) => page.items) ?? [];

  const onChoose = (company: CompanyListItem) => {
    if (company.id === companyId) return setOpen(false);
    choose.mutate(company.id, {
      onSuccess: () => {
        notifySuccess({
          title: t('people.company.switched', { company: companyLabel(company.name, company.domains) }),
        });
        setOpen(false);
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 px-4 py-3 sm:px-5">
      <p className="flex min-w-0 items-center gap-2 text-sm text-indigo-950">
        <Building2 aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
        <span className="font-medium">{t('people.company.managing')}</span>
        <span title={companyName} className="truncate font-semibold">
          {companyName}
        </span>
        {companyDomains.length ? (
          <span
            data-testid="managed-company-domains"
            title={companyDomains.join(', ')}
            className="truncate text-indigo-800"
          >
            {companyDomains.join(', ')}
          </span>
        ) : null}
      </p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('people.company.change')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('people.company.dialogTitle')}
        description={t('people.company.dialogDescription')}
      >
        <div className="space-y-4">
          <TextField
            type="search"
            label={t('people.company.search')}
            placeholder={t('people.company.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
          {choose.isError ? <Alert tone="error">{errorMessage(t, choose.error)}</Alert> : null}
          {companies.isPending ? (
            <Spinner label={t('app.loading')} />
          ) : companies.isError ? (
            <Alert tone="error">{errorMessage(t, companies.error)}</Alert>
          ) : items.length === 0 ? (
            <p className="text-sm text-slate-600">{t('people.company.noResults')}</p>
          ) : (
            <ul className="space-y-2" aria-label={t('people.company.listLabel')}>
              {items.map((company) => (
                <CompanyChoice
                  key={company.id}
                  company={company}
                  current={company.id === companyId}
                  busy={choose.isPending}
                  onChoose={onChoose}
                />
              ))}
            </ul>
          )}
          <ShowMore list={companies} label={t('people.company.loadMore')} />
        </div>
      </Modal>
    </div>
  );
}
