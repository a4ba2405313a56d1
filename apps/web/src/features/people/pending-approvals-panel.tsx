import { hasPermission } from '@competencyhub/domain/permissions';
import type { Profile } from '@competencyhub/domain/schemas/profiles';
import { SEAT_LIMIT_REACHED } from '@competencyhub/domain/schemas/subscription';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Panel } from '../../ui/panel.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { useDecideProfile, usePendingProfiles } from './people-api.ts';
import { RejectRequestDialog } from './reject-request-dialog.tsx';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
  /** Refused for want of a seat: those who manage the subscription get a way to add some. */
  seatLimit?: boolean;
}

function PendingRow({ profile, onOutcome }: { profile: Profile; onOutcome: (outcome: Outcome) => void }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideProfile();
  const [confirmingReject, setConfirmingReject] = useState(false);
  const name = profile.fullName;
  const confirmed = profile.emailVerified;

  const approve = () => {
    decide.mutate(
      { id: profile.id, decision: 'approve' },
      {
        onSuccess: () => onOutcome({ tone: 'success', text: t('people.pending.approved', { name }) }),
        onError: (error) =>
          onOutcome({
            tone: 'error',
            text: errorMessage(t, error),
            seatLimit: isApiError(error, SEAT_LIMIT_REACHED),
          }),
      },
    );
  };

  const busy = decide.isPending;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={name} />
        <div className="min-w-0">
          <p title={name} className="truncate text-sm font-semibold text-slate-900">
            {name}
          </p>
          <p title={profile.email} className="truncate text-sm text-slate-600">
            {profile.email}
          </p>
          <p className="text-xs text-slate-600">
            {t('people.pending.requested', { date: formatDate(profile.createdAt, i18n.resolvedLanguage) })}
          </p>
          {confirmed ? null : (
            <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
              <Badge color="orange">{t('people.pending.awaitingConfirmation')}</Badge>
              <span>{t('people.pending.awaitingConfirmationHint')}</span>
            </p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {/* The server refuses to approve an unconfirmed address; the button is not offered. */}
        {confirmed ? (
          <Button size="sm" pending={busy} onClick={approve}>
            {t('people.pending.approve')}
            <span className="sr-only"> {name}</span>
          </Button>
        ) : null}
        <Button size="sm" variant="danger" disabled={busy} onClick={() => setConfirmingReject(true)}>
          {t('people.pending.reject')}
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
      {confirmingReject ? (
        <RejectRequestDialog
          person={profile}
          onClose={() => setConfirmingReject(false)}
          onRejected={() => onOutcome({ tone: 'success', text: t('people.pending.rejected', { name }) })}
        />
      ) : null}
    </li>
  );
}

/** Admin-level users approve or reject people who asked to join their company. */
export function PendingApprovalsPanel() {
  const { t } = useTranslation();
  const pending = usePendingProfiles();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const me = useCurrentUser();
  const profiles = pending.data?.pages.flatMap((page) => page.items) ?? [];

  let content: ReactNode;
  if (pending.isPending) {
    content = <Spinner label={t('app.loading')} />;
  } else if (pending.isError) {
    content = <Alert tone="error">{errorMessage(t, pending.error)}</Alert>;
  } else if (profiles.length === 0) {
    content = <p className="py-6 text-center text-sm text-slate-600">{t('people.pending.empty')}</p>;
  } else {
    content = (
      <>
        <ul className="divide-y divide-slate-200">
          {profiles.map((profile) => (
            <PendingRow key={profile.id} profile={profile} onOutcome={setOutcome} />
          ))}
        </ul>
        <ShowMore list={pending} className="mt-4" label={t('common.showMore')} />
      </>
    );
  }

  return (
    <Panel title={t('people.pending.title')} description={t('people.pending.description')}>
      {outcome ? (
        <Alert tone={outcome.tone} className="mb-4">
          {outcome.text}
          {outcome.seatLimit && hasPermission(me.user.role, 'administer_company') ? (
            <>
              {' '}
              <Link
                to="/subscription?tab=addons"
                className={`rounded-sm font-semibold underline underline-offset-4 ${focusRing}`}
              >
                {t('people.errors.addSeats')}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      {content}
    </Panel>
  );
}
