import { AddDomainInput, type CompanyDomainList } from '@competencyhub/domain/schemas/company-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe, Lock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Panel } from '../../ui/panel.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAddDomain, useCompanyDomains, useRemoveDomain } from './company-api.ts';

/** Which domains this person may add, said before they try (the server enforces the same). */
function policyHint(t: ReturnType<typeof useTranslation>['t'], policy: CompanyDomainList['policy']): string {
  if (policy.anyDomain) return t('company.domains.ruleStaff');
  if (!policy.emailVerified) return t('company.domains.ruleUnverified', { domain: policy.emailDomain });
  return t('company.domains.ruleOwnEmail', { domain: policy.emailDomain });
}

function AddDomainForm({ companyId, policy }: { companyId: string; policy: CompanyDomainList['policy'] }) {
  const { t } = useTranslation();
  const add = useAddDomain(companyId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ domain: string }, unknown, AddDomainInput>({
    resolver: zodResolver(AddDomainInput),
    defaultValues: { domain: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await add.mutateAsync(values);
      reset({ domain: '' });
      notifySuccess({ title: t('company.domains.added', { domain: values.domain }) });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['domain'])) setFormError(errorMessage(t, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="min-w-0 flex-1"
          label={t('company.domains.addLabel')}
          placeholder={t('company.domains.addPlaceholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={policyHint(t, policy)}
          error={translateValidationMessage(t, errors.domain?.message)}
          {...register('domain')}
        />
        <Button
          type="submit"
          variant="secondary"
          className="sm:mt-7"
          pending={isSubmitting}
          pendingLabel={t('company.domains.adding')}
        >
          {t('company.domains.add')}
        </Button>
      </div>
      <FormErrorAlert message={formError} />
    </form>
  );
}

/** The e-mail domains that lead people who sign up to this company. */
export function DomainsPanel({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t, i18n } = useTranslation();
  const domains = useCompanyDomains(companyId);
  const remove = useRemoveDomain(companyId);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const onRemove = (domain: string) => {
    setRemoveError(null);
    remove.mutate(domain, {
      onSuccess: () => notifySuccess({ title: t('company.domains.removed', { domain }) }),
      onError: (error) => setRemoveError(errorMessage(t, error)),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <Panel title={t('company.domains.title')} description={t('company.domains.description')}>
      {domains.isPending ? <Spinner label={t('app.loading')} /> : null}
      {domains.isError ? <Alert tone="error">{errorMessage(t, domains.error)}</Alert> : null}
      {domains.data ? (
        <div className="space-y-5">
          {removeError ? <Alert tone="error">{removeError}</Alert> : null}
          {domains.data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
              {t('company.domains.empty')}
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {domains.data.items.map((item) => (
                <li key={item.domain} className="flex items-center gap-3 px-4 py-3">
                  <Globe aria-hidden="true" className="size-5 shrink-0 text-indigo-500" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium break-all text-slate-900">{item.domain}</p>
                    <p className="text-xs text-slate-600">
                      {t('company.domains.addedOn', {
                        date: formatDate(item.createdAt, i18n.resolvedLanguage),
                      })}
                    </p>
                  </div>
                  {item.removable ? (
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(item.domain)}>
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="sr-only sm:not-sr-only">{t('company.domains.remove')}</span>
                      <span className="sr-only"> {item.domain}</span>
                    </Button>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                      <Lock aria-hidden="true" className="size-3.5" />
                      {t('company.domains.platformDomain')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <AddDomainForm companyId={companyId} policy={domains.data.policy} />
        </div>
      ) : null}
      {/* Removing the last domain means nobody can ask to join any more: said in so many words. */}
      <ConfirmDialog
        wide
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('company.domains.removeTitle', { domain: confirming })}
        description={
          <>
            <p>{t('company.domains.removeBody', { domain: confirming, company: companyName })}</p>
            {domains.data?.items.length === 1 ? (
              <p className="font-medium text-amber-900">{t('company.domains.removeLast')}</p>
            ) : null}
          </>
        }
        confirmLabel={t('company.domains.removeConfirm')}
        pendingLabel={t('company.domains.removing')}
        pending={remove.isPending}
        onConfirm={() => confirming && onRemove(confirming)}
      />
    </Panel>
  );
}
