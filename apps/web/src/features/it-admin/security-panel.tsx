import {
  SecurityPolicyInput,
  type SecurityPolicyView,
} from '@competencyhub/domain/schemas/it-admin-security';
import {
  SECURITY_POLICY_LIMITS as LIMITS,
  SIGN_IN_METHODS,
  type SignInMethod,
  TWO_FACTOR_REQUIREMENTS,
  type TwoFactorRequirement,
} from '@competencyhub/domain/security-policy';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useSaveSecurityPolicy, useSecurityPolicy } from './roles-api.ts';
import { itAdminError, itAdminMessage } from './roles-messages.ts';
import { Choice, NumberField } from './security-fields.tsx';

interface Draft {
  passwordMinLength: string;
  sessionLifetimeHours: string;
  idleTimeout: boolean;
  idleTimeoutMinutes: string;
  twoFactorRequired: TwoFactorRequirement;
  twoFactorGraceDays: string;
  signInMethods: SignInMethod[];
}

const draftOf = (policy: SecurityPolicyView): Draft => ({
  passwordMinLength: String(policy.passwordMinLength),
  sessionLifetimeHours: String(policy.sessionLifetimeHours),
  idleTimeout: policy.idleTimeoutMinutes !== null,
  idleTimeoutMinutes: String(policy.idleTimeoutMinutes ?? 60),
  twoFactorRequired: policy.twoFactorRequired,
  twoFactorGraceDays: String(policy.twoFactorGraceDays),
  signInMethods: [...policy.signInMethods],
});

/** A number field's text as the schema reads it: blank or not a number stays invalid. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * IT Administration > Security (decision 0073): the company's password minimum, session lifetime and
 * idle time-out, who must use two-factor sign-in and their grace period, and the sign-in methods
 * allowed. Checked here with the shared schema, and again on the server, which saves the whole policy.
 */
export function SecurityPanel() {
  const { t } = useTranslation();
  const policy = useSecurityPolicy();
  if (policy.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (policy.isError) return <Alert tone="error">{itAdminError(t, policy.error)}</Alert>;
  return <SecurityForm key={policy.data.updatedAt ?? 'defaults'} policy={policy.data} />;
}

function SecurityForm({ policy }: { policy: SecurityPolicyView }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(policy));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveSecurityPolicy();
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = SecurityPolicyInput.safeParse({
      passwordMinLength: numberOf(draft.passwordMinLength),
      sessionLifetimeHours: numberOf(draft.sessionLifetimeHours),
      idleTimeoutMinutes: draft.idleTimeout ? numberOf(draft.idleTimeoutMinutes) : null,
      twoFactorRequired: draft.twoFactorRequired,
      twoFactorGraceDays: numberOf(draft.twoFactorGraceDays),
      signInMethods: draft.signInMethods,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        found[field] ??= itAdminMessage(t, issue.message) ?? issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess({ title: t('itSecurity.saved') }),
      onError: (error) => {
        const fields = isApiError(error) ? error.fieldErrors : {};
        const found = Object.fromEntries(
          Object.entries(fields).map(([field, messages]) => [
            field.split('.')[0],
            itAdminMessage(t, messages[0]) ?? '',
          ]),
        );
        if (Object.keys(found).length) setErrors(found);
        else setFormError(itAdminError(t, error));
      },
    });
  };

  const toggleMethod = (method: SignInMethod, on: boolean) =>
    set(
      'signInMethods',
      on ? [...new Set([...draft.signInMethods, method])] : draft.signInMethods.filter((m) => m !== method),
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('itSecurity.title')}</h2>
        <p className="text-sm text-slate-600">{t('itSecurity.intro')}</p>
        <p className="text-xs text-slate-600">
          {policy.updatedAt
            ? t('itSecurity.updatedAt', { date: formatDateTime(policy.updatedAt, i18n.language) })
            : t('itSecurity.defaults')}
        </p>
      </div>
      <Card as="section" labelledBy="it-security-passwords" className="space-y-4 px-5 py-5">
        <h3 id="it-security-passwords" className="font-semibold text-slate-900">
          {t('itSecurity.passwords.title')}
        </h3>
        <NumberField
          id="security-password-min"
          label={t('itSecurity.passwords.minLength')}
          hint={t('itSecurity.passwords.minLengthHint', LIMITS.passwordMinLength)}
          value={draft.passwordMinLength}
          error={errors.passwordMinLength}
          onChange={(value) => set('passwordMinLength', value)}
        />
      </Card>
      <Card as="section" labelledBy="it-security-sessions" className="space-y-4 px-5 py-5">
        <h3 id="it-security-sessions" className="font-semibold text-slate-900">
          {t('itSecurity.sessions.title')}
        </h3>
        <NumberField
          id="security-session-lifetime"
          label={t('itSecurity.sessions.lifetime')}
          hint={t('itSecurity.sessions.lifetimeHint', LIMITS.sessionLifetimeHours)}
          value={draft.sessionLifetimeHours}
          error={errors.sessionLifetimeHours}
          onChange={(value) => set('sessionLifetimeHours', value)}
        />
        <Choice
          type="checkbox"
          name="idle-timeout"
          checked={draft.idleTimeout}
          label={t('itSecurity.sessions.idleOn')}
          onChange={(on) => set('idleTimeout', on)}
        />
        {draft.idleTimeout ? (
          <NumberField
            id="security-idle-minutes"
            label={t('itSecurity.sessions.idleMinutes')}
            hint={t('itSecurity.sessions.idleHint', LIMITS.idleTimeoutMinutes)}
            value={draft.idleTimeoutMinutes}
            error={errors.idleTimeoutMinutes}
            onChange={(value) => set('idleTimeoutMinutes', value)}
          />
        ) : null}
      </Card>
      <Card as="section" labelledBy="it-security-two-factor" className="space-y-4 px-5 py-5">
        <h3 id="it-security-two-factor" className="font-semibold text-slate-900">
          {t('itSecurity.twoFactor.title')}
        </h3>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('itSecurity.twoFactor.who')}</legend>
          {TWO_FACTOR_REQUIREMENTS.map((value) => (
            <Choice
              key={value}
              type="radio"
              name="two-factor-required"
              checked={draft.twoFactorRequired === value}
              label={t(`itSecurity.twoFactor.${value}`)}
              onChange={() => set('twoFactorRequired', value)}
            />
          ))}
        </fieldset>
        <NumberField
          id="security-grace-days"
          label={t('itSecurity.twoFactor.graceDays')}
          hint={t('itSecurity.twoFactor.graceHint', LIMITS.twoFactorGraceDays)}
          value={draft.twoFactorGraceDays}
          error={errors.twoFactorGraceDays}
          onChange={(value) => set('twoFactorGraceDays', value)}
        />
      </Card>
      <Card as="section" labelledBy="it-security-methods" className="space-y-4 px-5 py-5">
        <h3 id="it-security-methods" className="font-semibold text-slate-900">
          {t('itSecurity.methods.title')}
        </h3>
        <fieldset
          className="space-y-2"
          aria-describedby={errors.signInMethods ? 'security-methods-error' : undefined}
        >
          <legend className="text-sm font-medium text-slate-800">{t('itSecurity.methods.allowed')}</legend>
          {SIGN_IN_METHODS.map((method) => (
            <Choice
              key={method}
              type="checkbox"
              name={`sign-in-${method}`}
              checked={draft.signInMethods.includes(method)}
              label={t(`itSecurity.methods.${method}`)}
              onChange={(on) => toggleMethod(method, on)}
            />
          ))}
          {errors.signInMethods ? (
            <p id="security-methods-error" className="text-sm text-red-700">
              {errors.signInMethods}
            </p>
          ) : null}
        </fieldset>
        {/* Passkeys are added once signed in: without passwords, whoever has none is locked out. */}
        {draft.signInMethods.includes('password') ? null : (
          <Alert tone="warning">{t('itSecurity.methods.passkeysOnly')}</Alert>
        )}
      </Card>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" pending={save.isPending} pendingLabel={t('itSecurity.saving')}>
        {t('itSecurity.save')}
      </Button>
    </form>
  );
}
