import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CenteredPage } from '../../ui/centered-page.tsx';
import { OutlineIcon } from '../../ui/outline-icon.tsx';
import { AddPasskeyForm } from './passkeys-panel.tsx';
import { TotpSetupFlow } from './totp-setup.tsx';

/**
 * Shown by the route guard instead of any signed-in page when the company's policy asks this person
 * for a second factor and the grace period has run out: the server answers nothing else (403).
 */
export function MustEnrolScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const passkeyId = useId();
  const appId = useId();

  return (
    <CenteredPage width="lg">
      <div className="mb-6 flex flex-col items-center text-center">
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
          <OutlineIcon
            path="M16.5 10.5V6.75a4.5 4.5 0 1 0-9 0v3.75m-.75 11.25h10.5a2.25 2.25 0 0 0 2.25-2.25v-6.75a2.25 2.25 0 0 0-2.25-2.25H6.75a2.25 2.25 0 0 0-2.25 2.25v6.75a2.25 2.25 0 0 0 2.25 2.25Z"
            className="size-7"
          />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('security.mustEnrol.title')}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{t('security.mustEnrol.subtitle')}</p>
      </div>
      <div className="space-y-5">
        <Alert tone="info">{t('security.mustEnrol.why')}</Alert>
        <section aria-labelledby={passkeyId} className="space-y-3">
          <h2 id={passkeyId} className="text-base font-semibold text-slate-900">
            {t('security.mustEnrol.passkeyTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('security.mustEnrol.passkeyBody')}</p>
          <AddPasskeyForm />
        </section>
        <section aria-labelledby={appId} className="space-y-3 border-t border-slate-200 pt-5">
          <h2 id={appId} className="text-base font-semibold text-slate-900">
            {t('security.mustEnrol.appTitle')}
          </h2>
          <TotpSetupFlow />
        </section>
      </div>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <Button
          variant="secondary"
          fullWidth
          onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/auth', { replace: true }) })}
          pending={signOut.isPending}
          pendingLabel={t('common.signingOut')}
        >
          {t('common.signOut')}
        </Button>
      </div>
    </CenteredPage>
  );
}
