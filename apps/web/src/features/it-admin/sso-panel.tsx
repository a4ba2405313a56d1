import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { Card } from '../../ui/card.tsx';

/**
 * IT Administration > SSO (decision 0073): the company's single sign-on state. Nothing connects an
 * identity provider yet (the enterprise-integrations issue will), so the tab says so plainly, and
 * what someone who tries single sign-on sees (the spec's 'SSO not implemented yet'). No settings
 * form: there is nothing it could save.
 */
export function SsoPanel() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('itSso.title')}</h2>
        <p className="text-sm text-slate-600">{t('itSso.intro')}</p>
      </div>
      <Card as="section" labelledBy="it-sso-state" className="space-y-4 px-5 py-5">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
            <KeyRound aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 space-y-1">
            <h3 id="it-sso-state" className="font-semibold text-slate-900">
              {t('itSso.state.title')}
            </h3>
            <p className="text-sm text-slate-700">
              {t('itSso.state.notConfigured', { company: me.company?.name ?? '' })}
            </p>
          </div>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-xl bg-slate-50 px-4 py-3">
            <dt className="text-xs text-slate-600">{t('itSso.state.signIn')}</dt>
            <dd className="mt-1 text-sm font-medium text-slate-900">{t('itSso.state.signInValue')}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 px-4 py-3">
            <dt className="text-xs text-slate-600">{t('itSso.state.attempt')}</dt>
            <dd className="mt-1 text-sm font-medium text-slate-900">{t('itSso.state.attemptValue')}</dd>
          </div>
        </dl>
        <p className="text-sm text-slate-600">{t('itSso.state.next')}</p>
      </Card>
    </div>
  );
}
