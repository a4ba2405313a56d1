import type { MySession } from '@competencyhub/domain/schemas/my-profile';
import type { TFunction } from 'i18next';
import { Monitor, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDateTime } from '../../lib/format.ts';
import { formatRelativeTime } from '../../lib/relative-time.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Panel } from '../../ui/panel.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useMySessions, useRevokeOtherSessions, useRevokeSession } from './profile-api.ts';

const DEVICE_ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: MonitorSmartphone };

/** "Chrome on Windows", as far as the user agent told. Product names are not translated. */
export function deviceName(t: TFunction, session: Pick<MySession, 'browser' | 'os'>): string {
  const { browser, os } = session;
  if (browser && os) return t('profile.sessions.browserOnOs', { browser, os });
  if (browser) return browser;
  if (os) return t('profile.sessions.browserOnOs', { browser: t('profile.sessions.aBrowser'), os });
  return t('profile.sessions.unknownDevice');
}

function SessionRow({
  session,
  onRevoke,
  revoking,
}: {
  session: MySession;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const { t, i18n } = useTranslation();
  const Icon = DEVICE_ICONS[session.deviceType];
  const device = deviceName(t, session);
  const details = [
    t('profile.sessions.lastActive', {
      time: formatRelativeTime(session.lastActiveAt, i18n.resolvedLanguage),
    }),
    t('profile.sessions.signedIn', { date: formatDateTime(session.createdAt, i18n.resolvedLanguage) }),
    session.ipAddress ? t('profile.sessions.ip', { ip: session.ipAddress }) : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          {device}
          {session.current ? <Badge color="green">{t('profile.sessions.thisDevice')}</Badge> : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">{details.join(' · ')}</p>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('profile.sessions.signOutDevice', { device })}
          pending={revoking}
          pendingLabel={t('profile.sessions.signingOut')}
          onClick={onRevoke}
        >
          {t('profile.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** Where the person is signed in, with a way to end any session but this one (Sign out ends that). */
export function SessionsPanel() {
  const { t } = useTranslation();
  const sessions = useMySessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirming, setConfirming] = useState<MySession | null>(null);
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;

  const onRevoke = (session: MySession) =>
    revoke.mutate(session.id, {
      onSuccess: () => {
        setConfirming(null);
        notifySuccess({ title: t('profile.sessions.signedOut', { device: deviceName(t, session) }) });
      },
      onError: (error) => {
        setConfirming(null);
        notifyError({ title: t('profile.sessions.failed'), description: errorMessage(t, error) });
      },
    });

  const onRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => {
        setConfirmOpen(false);
        notifySuccess({ title: t('profile.sessions.othersSignedOut', { count: revoked }) });
      },
      onError: (error) => {
        setConfirmOpen(false);
        notifyError({ title: t('profile.sessions.failed'), description: errorMessage(t, error) });
      },
    });

  return (
    <Panel
      title={t('profile.sessions.title')}
      description={t('profile.sessions.description')}
      actions={
        <Button size="sm" variant="danger" disabled={others === 0} onClick={() => setConfirmOpen(true)}>
          {t('profile.sessions.signOutOthers')}
        </Button>
      }
    >
      {sessions.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : sessions.isError ? (
        <Alert tone="error" title={t('profile.sessions.loadError')}>
          {errorMessage(t, sessions.error)}
        </Alert>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {items.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                revoking={revoke.isPending && revoke.variables === session.id}
                onRevoke={() => setConfirming(session)}
              />
            ))}
          </ul>
          {others === 0 ? (
            <p className="mt-4 text-sm text-slate-600">{t('profile.sessions.onlyThisOne')}</p>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={t('profile.sessions.confirmOneTitle', { device: confirming ? deviceName(t, confirming) : '' })}
        description={t('profile.sessions.confirmOneBody')}
        confirmLabel={t('profile.sessions.signOut')}
        pendingLabel={t('profile.sessions.signingOut')}
        pending={revoke.isPending}
        onConfirm={() => (confirming ? onRevoke(confirming) : undefined)}
      />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('profile.sessions.confirmTitle')}
        description={t('profile.sessions.confirmBody', { count: others })}
        confirmLabel={t('profile.sessions.signOutOthers')}
        pendingLabel={t('profile.sessions.signingOut')}
        pending={revokeOthers.isPending}
        onConfirm={onRevokeOthers}
      />
    </Panel>
  );
}
