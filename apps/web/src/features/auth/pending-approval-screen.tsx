import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CenteredPage } from '../../ui/centered-page.tsx';
import { OutlineIcon } from '../../ui/outline-icon.tsx';
import { ResendVerificationButton } from './resend-verification-button.tsx';

function InfoBox({ title, children }: { title: string; children: string }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">{children}</p>
    </section>
  );
}

/** A request cannot be approved before the mailbox is confirmed, so that comes first. */
function ConfirmEmailBox({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <h2 className="text-sm font-semibold">{t('pending.confirmTitle')}</h2>
      <p className="break-words text-sm leading-relaxed">
        <Trans
          i18nKey="pending.confirmBody"
          values={{ email }}
          components={{ strong: <strong className="font-semibold" /> }}
        />
      </p>
      <ResendVerificationButton email={email} label={t('verifyEmail.callout.resend')} />
    </section>
  );
}

/**
 * Shown by the route guard instead of any signed-in page while the account waits for approval.
 * Until the e-mail address is confirmed the administrators have not been told yet, and it says so.
 */
export function PendingApprovalScreen({ email, emailVerified }: { email: string; emailVerified: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  const onSignOut = () => {
    signOut.mutate(undefined, { onSettled: () => navigate('/auth', { replace: true }) });
  };

  return (
    <CenteredPage width="lg" footer={t('pending.footer')}>
      <div className="mb-6 flex flex-col items-center text-center">
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <OutlineIcon path="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('pending.title')}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{t('pending.subtitle')}</p>
      </div>
      <div className="space-y-4">
        <Alert tone="warning">
          <Trans
            i18nKey="pending.alert"
            values={{ email }}
            components={{ strong: <strong className="font-semibold" /> }}
          />
        </Alert>
        {emailVerified ? null : <ConfirmEmailBox email={email} />}
        <InfoBox title={t('pending.nextTitle')}>
          {t(emailVerified ? 'pending.nextBody' : 'pending.nextBodyUnconfirmed')}
        </InfoBox>
        <InfoBox title={t('pending.fasterTitle')}>{t('pending.fasterBody')}</InfoBox>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button className="sm:flex-1" onClick={() => window.location.reload()}>
          {t('pending.checkStatus')}
        </Button>
        <Button
          variant="secondary"
          className="sm:flex-1"
          onClick={onSignOut}
          pending={signOut.isPending}
          pendingLabel={t('common.signingOut')}
        >
          {t('common.signOut')}
        </Button>
      </div>
    </CenteredPage>
  );
}
