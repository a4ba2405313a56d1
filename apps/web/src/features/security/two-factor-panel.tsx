import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Panel } from '../../ui/panel.tsx';
import { PasswordForm } from './password-form.tsx';
import { RecoveryCodesList } from './recovery-codes.tsx';
import { useDisableTotp, useRegenerateCodes, useTwoFactorStatus } from './security-api.ts';
import { TotpSetupFlow } from './totp-setup.tsx';

type Mode = 'idle' | 'setup' | 'regenerate' | 'disable';

/** /profile's "Sign-in security": two-step sign-in with an authenticator app and recovery codes. */
export function TwoFactorPanel() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const status = useTwoFactorStatus();
  const regenerate = useRegenerateCodes();
  const disable = useDisableTotp();
  const [mode, setMode] = useState<Mode>('idle');
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const enabled = status.data?.totpEnabled ?? me.secondFactor.enrolled;
  const demand = me.secondFactor;

  const idle = () => setMode('idle');
  const state = enabled ? t('security.panel.on') : t('security.panel.off');

  return (
    <Panel
      title={t('security.panel.title')}
      description={t('security.panel.description')}
      actions={status.data ? <Badge color={enabled ? 'green' : 'gray'}>{state}</Badge> : null}
    >
      <div className="space-y-4">
        {demand.required && !enabled && demand.deadline ? (
          <Alert tone="warning">
            {t('security.panel.requiredBy', {
              date: new Date(demand.deadline).toLocaleDateString(i18n.language, { dateStyle: 'long' }),
            })}
          </Alert>
        ) : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {status.isError ? <Alert tone="error">{t('security.panel.loadFailed')}</Alert> : null}
        {status.data && mode === 'idle' && !freshCodes ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              {enabled
                ? t('security.panel.enabledBody', { count: status.data.recoveryCodesLeft ?? 0 })
                : t('security.panel.disabledBody')}
            </p>
            <div className="flex flex-wrap gap-3">
              {enabled ? (
                <>
                  <Button variant="secondary" onClick={() => setMode('regenerate')}>
                    {t('security.panel.newCodes')}
                  </Button>
                  {demand.required ? null : (
                    <Button variant="danger" onClick={() => setMode('disable')}>
                      {t('security.panel.turnOff')}
                    </Button>
                  )}
                </>
              ) : (
                <Button
                  onClick={() => {
                    setNotice(null);
                    setMode('setup');
                  }}
                >
                  {t('security.panel.setUp')}
                </Button>
              )}
            </div>
          </div>
        ) : null}
        {mode === 'setup' ? (
          <TotpSetupFlow
            onCancel={idle}
            onDone={() => {
              setNotice(t('security.panel.enabledNotice'));
              idle();
            }}
          />
        ) : null}
        {mode === 'regenerate' ? (
          <PasswordForm
            intro={t('security.panel.newCodesIntro')}
            submitLabel={t('security.panel.newCodesSubmit')}
            pendingLabel={t('security.checking')}
            onCancel={idle}
            onSubmit={async (password) => {
              const result = await regenerate.mutateAsync({ password });
              setFreshCodes(result.recoveryCodes);
              idle();
            }}
          />
        ) : null}
        {mode === 'disable' ? (
          <PasswordForm
            intro={t('security.panel.turnOffIntro')}
            submitLabel={t('security.panel.turnOffSubmit')}
            pendingLabel={t('security.checking')}
            variant="danger"
            onCancel={idle}
            onSubmit={async (password) => {
              await disable.mutateAsync({ password });
              setNotice(t('security.panel.disabledNotice'));
              idle();
            }}
          />
        ) : null}
        {freshCodes ? (
          <div className="space-y-4">
            <RecoveryCodesList codes={freshCodes} />
            <Button onClick={() => setFreshCodes(null)}>{t('security.recovery.saved')}</Button>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
