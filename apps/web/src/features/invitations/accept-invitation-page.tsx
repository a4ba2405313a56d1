import type { InvitationPreview } from '@competencyhub/domain/schemas/invitations';
import { SEAT_LIMIT_REACHED } from '@competencyhub/domain/schemas/subscription';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { ME_QUERY_KEY, refreshMe, signInRequest, useMe, useSignOut } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CenteredPage, PageHeading } from '../../ui/centered-page.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { RoleBadge } from '../../ui/role-badge.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { linkClass } from '../../ui/styles.ts';
import { ExistingAccountForm, NewAccountForm } from './accept-forms.tsx';
import { useAcceptInvitation, useInvitationPreview } from './invitations-api.ts';

type Unavailable = 'notFound' | 'accepted' | 'revoked' | 'expired' | 'unavailable';

function UnavailableState({ reason, signedIn }: { reason: Unavailable; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <PageHeading title={t(`invitation.unavailable.${reason}.title`)} />
      <Alert tone="warning">{t(`invitation.unavailable.${reason}.body`)}</Alert>
      <p className="mt-6 text-center text-sm">
        <Link to={signedIn ? '/dashboard' : '/auth'} className={linkClass}>
          {t(signedIn ? 'invitation.goToDashboard' : 'invitation.goToSignIn')}
        </Link>
      </p>
    </CenteredPage>
  );
}

function Details({ preview }: { preview: InvitationPreview }) {
  const { t } = useTranslation();
  const row = (label: string, value: ReactNode) => (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 break-all text-sm font-medium text-slate-900">{value}</dd>
    </div>
  );
  return (
    <dl className="mb-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 px-4">
      {row(t('invitation.details.company'), preview.companyName)}
      {row(t('invitation.details.email'), preview.email)}
      {row(t('invitation.details.role'), <RoleBadge role={preview.role} />)}
    </dl>
  );
}

export function AcceptInvitationPage() {
  const { t } = useTranslation();
  // The route keeps its old parameter name; it holds the secret token from the e-mail link.
  const { invitationId: token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useInvitationPreview(token);
  const me = useMe();
  const accept = useAcceptInvitation(token);
  const signOut = useSignOut();
  const [formError, setFormError] = useState<string | null>(null);
  const [gone, setGone] = useState(false);

  /** Runs the accept steps; known failures become page states or a form message, then rethrow for field errors. */
  const run = async (steps: () => Promise<void>) => {
    setFormError(null);
    try {
      await steps();
      await refreshMe(queryClient);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      if (isApiError(error) && (error.code === 'INVITATION_UNAVAILABLE' || error.status === 410))
        setGone(true);
      else if (isApiError(error, 'WRONG_ACCOUNT')) setFormError(t('invitation.wrongAccountError'));
      else if (isApiError(error, 'INVALID_CREDENTIALS')) setFormError(t('auth.signin.invalidCredentials'));
      else if (isApiError(error, 'ACCOUNT_DEACTIVATED')) setFormError(t('auth.signin.deactivated'));
      // The invitee cannot add seats: say whom to ask.
      else if (isApiError(error, SEAT_LIMIT_REACHED))
        setFormError(t('invitation.errors.seatLimit', error.params));
      else if (!(isApiError(error) && Object.keys(error.fieldErrors).length > 0))
        setFormError(errorMessage(t, error));
      throw error;
    }
  };

  if (preview.isPending || me.isPending) {
    return (
      <CenteredPage>
        <div className="flex justify-center py-8">
          <Spinner label={t('app.loading')} />
        </div>
      </CenteredPage>
    );
  }

  if (preview.isError) {
    const status = isApiError(preview.error) ? preview.error.status : 0;
    if (status === 404 || status === 400) return <UnavailableState reason="notFound" signedIn={!!me.data} />;
    return (
      <CenteredPage>
        <PageHeading title={t('invitation.loadError.title')} />
        <Alert tone="error">{errorMessage(t, preview.error)}</Alert>
        <Button className="mt-6" fullWidth onClick={() => void preview.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </CenteredPage>
    );
  }

  const invitation = preview.data;
  if (gone) return <UnavailableState reason="unavailable" signedIn={!!me.data} />;
  if (invitation.status !== 'pending')
    return <UnavailableState reason={invitation.status} signedIn={!!me.data} />;

  const current = me.data?.user.email;
  const isInvitee = current !== undefined && current.toLowerCase() === invitation.email.toLowerCase();

  let body: ReactNode;
  if (current && isInvitee) {
    body = (
      <div className="space-y-5">
        <p className="text-sm text-slate-700">{t('invitation.signedIn.intro', { email: current })}</p>
        <FormErrorAlert message={formError} />
        <Button
          fullWidth
          pending={accept.isPending}
          pendingLabel={t('invitation.signedIn.submitting')}
          onClick={() => run(() => accept.mutateAsync({}).then(() => undefined)).catch(() => undefined)}
        >
          {t('invitation.signedIn.submit')}
        </Button>
      </div>
    );
  } else if (current) {
    body = (
      <div className="space-y-5">
        <Alert tone="warning">{t('invitation.wrongAccount', { current, invited: invitation.email })}</Alert>
        <Button
          fullWidth
          variant="secondary"
          pending={signOut.isPending}
          pendingLabel={t('common.signingOut')}
          onClick={() => signOut.mutate()}
        >
          {t('invitation.signOutAndContinue')}
        </Button>
      </div>
    );
  } else if (invitation.accountExists) {
    body = (
      <ExistingAccountForm
        email={invitation.email}
        formError={formError}
        onAccept={({ password = '' }) =>
          run(async () => {
            await signInRequest({ email: invitation.email, password });
            await accept.mutateAsync({});
          })
        }
      />
    );
  } else {
    body = (
      <NewAccountForm
        email={invitation.email}
        passwordMinLength={invitation.passwordMinLength}
        formError={formError}
        onAccept={(values) => run(() => accept.mutateAsync(values).then(() => undefined))}
      />
    );
  }

  return (
    <CenteredPage>
      <PageHeading
        title={t('invitation.title', { company: invitation.companyName })}
        subtitle={t('invitation.subtitle', { company: invitation.companyName })}
      />
      <Details preview={invitation} />
      {body}
    </CenteredPage>
  );
}
