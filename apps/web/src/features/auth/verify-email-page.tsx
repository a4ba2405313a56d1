import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { refreshMe, useMe } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CenteredPage, PageHeading } from '../../ui/centered-page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { linkClass } from '../../ui/styles.ts';
import { useVerifyEmail } from './auth-api.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

type Outcome =
  | { kind: 'pending' }
  | { kind: 'confirmed'; claimedDomain: string | null }
  /** invalid: the link is wrong, used or expired; anything else may work on a second try. */
  | { kind: 'failed'; invalid: boolean; error: unknown };

/** The page a confirmation e-mail links to: it posts the token once, then says what happened. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const queryClient = useQueryClient();
  const me = useMe();
  const { mutateAsync: verify } = useVerifyEmail();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'pending' } : { kind: 'failed', invalid: true, error: null },
  );
  // A token is posted once, even when React runs the effect twice (StrictMode) or the page re-renders.
  const posted = useRef<string | null>(null);

  const run = useCallback(async () => {
    setOutcome({ kind: 'pending' });
    try {
      const result = await verify({ token });
      // The session now says the address is confirmed (and which domains the company holds).
      await refreshMe(queryClient);
      setOutcome({ kind: 'confirmed', claimedDomain: result.claimedDomain });
    } catch (error) {
      const invalid = isApiError(error, 'INVALID_TOKEN') || (isApiError(error) && error.status === 400);
      setOutcome({ kind: 'failed', invalid, error });
    }
  }, [verify, token, queryClient]);

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    void run();
  }, [token, run]);

  if (outcome.kind === 'pending') {
    return (
      <CenteredPage>
        <div className="flex justify-center py-8">
          <Spinner label={t('verifyEmail.confirming')} />
        </div>
      </CenteredPage>
    );
  }

  const signedIn = me.data ?? null;
  const nextLink = (
    <p className="mt-6 text-center text-sm">
      <Link to={signedIn ? '/dashboard' : '/auth'} className={linkClass}>
        {t(signedIn ? 'verifyEmail.goToDashboard' : 'verifyEmail.signIn')}
      </Link>
    </p>
  );

  if (outcome.kind === 'confirmed') {
    const domain = outcome.claimedDomain;
    // Name the company only when the signed-in user's company is the one that claimed the domain.
    const company = domain && signedIn?.company?.domains.includes(domain) ? signedIn.company.name : null;
    return (
      <CenteredPage>
        <PageHeading title={t('verifyEmail.confirmedTitle')} />
        <Alert tone="success">
          <p>{t('verifyEmail.confirmed')}</p>
          {domain ? (
            <p className="mt-1">
              {company
                ? t('verifyEmail.claimed', { domain, company })
                : t('verifyEmail.claimedYourCompany', { domain })}
            </p>
          ) : null}
        </Alert>
        {nextLink}
      </CenteredPage>
    );
  }

  const alreadyConfirmed = outcome.invalid && signedIn?.user.emailVerified === true;
  return (
    <CenteredPage>
      <PageHeading title={t(outcome.invalid ? 'verifyEmail.invalidTitle' : 'verifyEmail.failedTitle')} />
      {outcome.invalid ? (
        <Alert tone="warning">{t('verifyEmail.invalid')}</Alert>
      ) : (
        <Alert tone="error">{errorMessage(t, outcome.error)}</Alert>
      )}
      {alreadyConfirmed ? (
        <Alert tone="info" className="mt-4">
          {t('verifyEmail.alreadyConfirmed', { email: signedIn.user.email })}
        </Alert>
      ) : null}
      {!outcome.invalid ? (
        <Button className="mt-6" fullWidth onClick={() => void run()}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
      {signedIn && !signedIn.user.emailVerified ? (
        <ResendVerificationButton
          className="mt-6"
          fullWidth
          email={signedIn.user.email}
          label={t('verifyEmail.sendNewLink')}
          variant={outcome.invalid ? 'primary' : 'secondary'}
        />
      ) : null}
      {!signedIn && outcome.invalid ? (
        <p className="mt-6 text-center text-sm text-slate-600">{t('verifyEmail.signInForNewLink')}</p>
      ) : null}
      {nextLink}
    </CenteredPage>
  );
}
