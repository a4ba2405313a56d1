import {
  ConfigureInternalAiInput,
  INTERNAL_AI_MESSAGES,
  type InternalAiView,
} from '@competencyhub/domain/schemas/internal-ai';
import type { Subscription } from '@competencyhub/domain/schemas/subscription';
import { Bot } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useInternalAi, useInternalAiChange } from './subscription-api.ts';

const STATUS_COLOURS = { not_configured: 'gray', configured: 'orange', active: 'green' } as const;

type Field = 'baseUrl' | 'model' | 'apiKey';

/**
 * Internal AI (`/subscription?tab=internal-ai`, enterprise plans): the company's own OpenAI-compatible
 * endpoint. Saving checks it at once; the key is written, never shown again (only its last four
 * characters). On another plan the tab says, in the spec's words, that it needs an enterprise plan.
 */
export function InternalAiPanel({
  subscription: sub,
  onSeePlans,
}: {
  subscription: Subscription;
  onSeePlans: () => void;
}) {
  const { t } = useTranslation();
  const internalAi = useInternalAi();

  if (!sub.hasInternalAI) {
    return (
      <Card className="space-y-4 px-5 py-5 sm:px-6">
        <Intro />
        <Alert tone="info" title={t('subscription.internalAiPanel.requiresEnterprise')}>
          {t('subscription.internalAiPanel.requiresEnterpriseBody')}
        </Alert>
        <Button size="sm" variant="secondary" onClick={onSeePlans}>
          {t('subscription.internalAiPanel.seePlans')}
        </Button>
      </Card>
    );
  }
  if (internalAi.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (internalAi.isError) {
    return (
      <Alert tone="error" title={t('subscription.internalAiPanel.loadFailed')}>
        {errorMessage(t, internalAi.error)}
      </Alert>
    );
  }
  return <Configured view={internalAi.data} readOnly={sub.access === 'read_only'} />;
}

function Intro() {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
        <Bot aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold text-slate-900">{t('subscription.internalAiPanel.title')}</h2>
        <p className="text-sm text-slate-600">{t('subscription.internalAiPanel.intro')}</p>
      </div>
    </div>
  );
}

function Configured({ view, readOnly }: { view: InternalAiView; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const change = useInternalAiChange();
  const [values, setValues] = useState<Record<Field, string>>({
    baseUrl: view.endpoint?.baseUrl ?? '',
    model: view.endpoint?.model ?? '',
    apiKey: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  function fieldErrorsOf(source: Record<string, string[] | undefined>): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['baseUrl', 'model', 'apiKey'] as const) {
      const message = source[field]?.[0];
      if (message) found[field] = translateValidationMessage(t, message);
    }
    return found;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = ConfigureInternalAiInput.safeParse({
      baseUrl: values.baseUrl,
      model: values.model,
      ...(values.apiKey.trim() ? { apiKey: values.apiKey } : {}),
    });
    const missingKey = !view.endpoint && !values.apiKey.trim();
    if (!parsed.success || missingKey) {
      const found: Record<string, string[]> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        found[String(issue.path[0])] = [issue.message];
      }
      if (missingKey) found.apiKey = [INTERNAL_AI_MESSAGES.apiKey];
      setErrors(fieldErrorsOf(found));
      return;
    }
    setErrors({});
    try {
      const result = await change.mutateAsync({ kind: 'configure', input: parsed.data });
      setValues((current) => ({ ...current, apiKey: '' }));
      notifySuccess({
        title: t(
          result.internalAIStatus === 'active'
            ? 'subscription.internalAiPanel.savedActive'
            : 'subscription.internalAiPanel.savedNotActive',
        ),
      });
    } catch (caught) {
      if (isApiError(caught) && Object.keys(caught.fieldErrors).length) {
        setErrors(fieldErrorsOf(caught.fieldErrors));
      } else {
        setError(errorMessage(t, caught));
      }
    }
  }

  async function check() {
    setError(null);
    try {
      const result = await change.mutateAsync({ kind: 'check' });
      notifySuccess({
        title: t(
          result.internalAIStatus === 'active'
            ? 'subscription.internalAiPanel.checkedActive'
            : 'subscription.internalAiPanel.checkedNotActive',
        ),
      });
    } catch (caught) {
      setError(errorMessage(t, caught));
    }
  }

  async function turnOff() {
    try {
      await change.mutateAsync({ kind: 'disable' });
      setValues({ baseUrl: '', model: '', apiKey: '' });
      setTurningOff(false);
      notifySuccess({ title: t('subscription.internalAiPanel.turnedOff') });
    } catch (caught) {
      setError(errorMessage(t, caught));
    }
  }

  const usage = view.usage;
  const figures: [string, string][] = [
    ['requests', number.format(usage.requests)],
    [
      'computeHours',
      // A few health checks are seconds, not hours: say "under 0.01" rather than a misleading 0.
      usage.computeHours > 0 && usage.computeHours < 0.01
        ? t('subscription.internalAiPanel.underHundredth', { value: number.format(0.01) })
        : number.format(usage.computeHours),
    ],
    [
      'averageResponseTime',
      usage.averageResponseTime === null
        ? t('subscription.internalAiPanel.noCalls')
        : t('subscription.internalAiPanel.milliseconds', { count: usage.averageResponseTime }),
    ],
    [
      'successRate',
      usage.successRate === null
        ? t('subscription.internalAiPanel.noCalls')
        : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
            usage.successRate / 100,
          ),
    ],
    [
      'lastHealthCheck',
      usage.lastHealthCheck
        ? formatDateTime(usage.lastHealthCheck, i18n.language)
        : t('subscription.internalAiPanel.never'),
    ],
  ];

  return (
    <div className="space-y-6">
      <Card className="space-y-5 px-5 py-5 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <Intro />
          <Badge color={STATUS_COLOURS[view.internalAIStatus]}>
            {t(`subscription.internalAi.${view.internalAIStatus}`)}
          </Badge>
        </div>
        {view.isExemptFromAIBilling ? (
          <p className="text-sm text-slate-700">{t('subscription.internalAiPanel.exempt')}</p>
        ) : null}
        {view.lastCheck ? (
          <Alert
            tone={view.lastCheck.ok ? 'success' : 'warning'}
            title={
              view.lastCheck.ok
                ? t('subscription.internalAiPanel.lastCheckOk', {
                    count: view.lastCheck.responseTime,
                    date: formatDateTime(view.lastCheck.at, i18n.language),
                  })
                : t('subscription.internalAiPanel.lastCheckFailed', {
                    date: formatDateTime(view.lastCheck.at, i18n.language),
                  })
            }
          >
            {view.lastCheck.ok
              ? null
              : t(`subscription.internalAiPanel.reasons.${view.lastCheck.reason}`, {
                  status: view.lastCheck.httpStatus ?? '',
                })}
          </Alert>
        ) : null}
        <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
          <TextField
            label={t('subscription.internalAiPanel.baseUrl')}
            hint={t('subscription.internalAiPanel.baseUrlHint')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={values.baseUrl}
            error={errors.baseUrl}
            disabled={readOnly}
            onChange={(event) => setValues((v) => ({ ...v, baseUrl: event.target.value }))}
          />
          <TextField
            label={t('subscription.internalAiPanel.model')}
            autoComplete="off"
            spellCheck={false}
            value={values.model}
            error={errors.model}
            disabled={readOnly}
            onChange={(event) => setValues((v) => ({ ...v, model: event.target.value }))}
          />
          <TextField
            label={t('subscription.internalAiPanel.apiKey')}
            hint={
              view.endpoint
                ? t('subscription.internalAiPanel.apiKeyKept', { hint: view.endpoint.apiKeyHint })
                : t('subscription.internalAiPanel.apiKeyHint')
            }
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={values.apiKey}
            error={errors.apiKey}
            disabled={readOnly}
            onChange={(event) => setValues((v) => ({ ...v, apiKey: event.target.value }))}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={readOnly || change.isPending}>
              {change.isPending && change.variables?.kind === 'configure'
                ? t('subscription.internalAiPanel.saving')
                : t('subscription.internalAiPanel.save')}
            </Button>
            {view.endpoint ? (
              <Button
                type="button"
                variant="secondary"
                disabled={readOnly || change.isPending}
                onClick={() => void check()}
              >
                {change.isPending && change.variables?.kind === 'check'
                  ? t('subscription.internalAiPanel.checking')
                  : t('subscription.internalAiPanel.check')}
              </Button>
            ) : null}
            {view.endpoint ? (
              <Button
                type="button"
                variant="ghost"
                disabled={change.isPending}
                onClick={() => {
                  setError(null);
                  setTurningOff(true);
                }}
              >
                {t('subscription.internalAiPanel.turnOff')}
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
      <section aria-labelledby="internal-ai-usage" className="space-y-3">
        <h2 id="internal-ai-usage" className="font-semibold text-slate-900">
          {t('subscription.internalAiPanel.usageTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('subscription.internalAiPanel.usageIntro')}</p>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map(([key, value]) => (
            <div key={key} className="rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200">
              <dt className="text-xs text-slate-600">{t(`subscription.internalAiPanel.figures.${key}`)}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ConfirmDialog
        open={turningOff}
        onOpenChange={(open) => {
          if (!open) setTurningOff(false);
        }}
        title={t('subscription.internalAiPanel.turnOffTitle')}
        description={t('subscription.internalAiPanel.turnOffBody')}
        confirmLabel={t('subscription.internalAiPanel.turnOff')}
        pendingLabel={t('subscription.internalAiPanel.turningOff')}
        pending={change.isPending}
        error={error}
        onConfirm={() => void turnOff()}
      />
    </div>
  );
}
