import { ConfirmTotpInput, type TotpSetup } from '@competencyhub/domain/schemas/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { CodeField } from './code-field.tsx';
import { PasswordForm } from './password-form.tsx';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodesList } from './recovery-codes.tsx';
import { useConfirmTotp, useFinishSetup, useStartTotp } from './security-api.ts';

type Step = { kind: 'password' } | { kind: 'scan'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) =>
  secret
    .replace(/=+$/, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

function ScanStep({ setup, onConfirmed }: { setup: TotpSetup; onConfirmed: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTotp();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ConfirmTotpInput), defaultValues: { code: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirm.mutateAsync(values);
      onConfirmed();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['code'])) setFormError(errorMessage(t, error));
    }
  });

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('security.totp.scanStep1')}</li>
        <li>{t('security.totp.scanStep2')}</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <QrCode value={setup.totpUri} label={t('security.totp.qrLabel')} />
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-slate-900">{t('security.totp.manualTitle')}</p>
          <p className="text-sm text-slate-600">{t('security.totp.manualHint')}</p>
          <code
            data-testid="totp-secret"
            className="block break-all rounded-md bg-slate-100 px-2 py-1 font-mono text-sm text-slate-900"
          >
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="space-y-4">
        <CodeField
          label={t('security.totp.codeLabel')}
          hint={t('security.totp.codeHint')}
          error={translateValidationMessage(t, errors.code?.message)}
          {...register('code')}
        />
        <FormErrorAlert message={formError} />
        <Button type="submit" pending={isSubmitting} pendingLabel={t('security.totp.confirming')}>
          {t('security.totp.confirm')}
        </Button>
      </form>
    </div>
  );
}

/**
 * Setting up an authenticator app: the password, then the QR code (or the secret typed by hand) and
 * a first code to prove it works, then the recovery codes, shown this once.
 */
export function TotpSetupFlow({ onCancel, onDone }: { onCancel?: () => void; onDone?: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const start = useStartTotp();
  const finish = useFinishSetup();
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step replaces the last: focus its heading so a screen reader hears where it is.
  useEffect(() => {
    if (step.kind !== 'password') heading.current?.focus();
  }, [step.kind]);

  const title = {
    password: t('security.totp.passwordTitle'),
    scan: t('security.totp.scanTitle'),
    codes: t('security.recovery.title'),
  }[step.kind];

  return (
    <div className="space-y-4">
      <h3
        ref={heading}
        tabIndex={-1}
        className="rounded-sm text-sm font-semibold text-slate-900 focus:outline-none"
      >
        {title}
      </h3>
      {step.kind === 'password' ? (
        <PasswordForm
          intro={t('security.totp.passwordIntro')}
          submitLabel={t('security.totp.continue')}
          pendingLabel={t('security.checking')}
          onSubmit={async (password) =>
            setStep({ kind: 'scan', setup: await start.mutateAsync({ password }) })
          }
          {...(onCancel ? { onCancel } : {})}
        />
      ) : null}
      {step.kind === 'scan' ? (
        <ScanStep
          setup={step.setup}
          onConfirmed={() => setStep({ kind: 'codes', codes: step.setup.recoveryCodes })}
        />
      ) : null}
      {step.kind === 'codes' ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">{t('security.recovery.intro')}</p>
          <RecoveryCodesList codes={step.codes} />
          <Button
            onClick={async () => {
              await finish();
              onDone?.();
            }}
          >
            {t('security.recovery.saved')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
