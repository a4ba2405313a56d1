import type { CompanySession } from '@competencyhub/domain/schemas/it-admin-sessions';
import type { TFunction } from 'i18next';
import { Monitor, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { formatRelativeTime } from '../../lib/relative-time.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import type { SessionAction } from './sessions-api.ts';

const DEVICE_ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: MonitorSmartphone };

/** "Chrome on Windows", as far as the user agent told. Product names are not translated. */
export function sessionDevice(t: TFunction, session: Pick<CompanySession, 'browser' | 'os'>): string {
  const { browser, os } = session;
  if (browser && os) return t('itUsers.device.browserOnOs', { browser, os });
  if (browser) return browser;
  if (os) return t('itUsers.device.browserOnOs', { browser: t('itUsers.device.aBrowser'), os });
  return t('itUsers.device.unknown');
}

/**
 * One session: whose, which device, from where, since when and last active when, with the actions the
 * viewer may take (the server decides; this only hides what it would refuse).
 */
export function SessionRow({
  session,
  maySignOut,
  mayActOnPerson,
  onAction,
}: {
  session: CompanySession;
  /** Whether the viewer may sign this one session out (not the one they are using). */
  maySignOut: boolean;
  /** Whether the viewer may sign this person out everywhere and force a reset (never themself). */
  mayActOnPerson: boolean;
  onAction: (action: SessionAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const Icon = DEVICE_ICONS[session.deviceType];
  const device = sessionDevice(t, session);
  const nameId = `it-session-${session.id}`;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 lg:flex-row lg:items-start lg:justify-between">
      <div className="flex min-w-0 gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span id={nameId} className="font-semibold break-words text-slate-900">
              {session.person.fullName}
            </span>
            <span className="text-xs text-slate-600">{t(`roles.${session.person.role}`)}</span>
            {session.current ? <Badge color="green">{t('itUsers.thisIsYou')}</Badge> : null}
          </p>
          <p className="text-sm break-all text-slate-600">{session.person.email}</p>
          <p className="text-sm text-slate-700">
            {device}
            {' · '}
            {session.ipAddress ? t('itUsers.place', { ip: session.ipAddress }) : t('itUsers.placeNoAddress')}
          </p>
          <p className="text-xs text-slate-600">
            {t('itUsers.lastActive', {
              time: formatRelativeTime(session.lastActiveAt, i18n.resolvedLanguage),
            })}
            {' · '}
            {t('itUsers.signedIn', { date: formatDateTime(session.signedInAt, i18n.resolvedLanguage) })}
          </p>
        </div>
      </div>
      {maySignOut ? (
        <div className="flex shrink-0 flex-wrap gap-2 lg:justify-end">
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={nameId}
            onClick={() => onAction({ kind: 'session', sessionId: session.id })}
          >
            {t('itUsers.actions.signOut')}
          </Button>
          {mayActOnPerson ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-describedby={nameId}
                onClick={() => onAction({ kind: 'person', personId: session.person.id })}
              >
                {t('itUsers.actions.signOutEverywhere')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-describedby={nameId}
                onClick={() => onAction({ kind: 'reset', personId: session.person.id })}
              >
                {t('itUsers.actions.forceReset')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
