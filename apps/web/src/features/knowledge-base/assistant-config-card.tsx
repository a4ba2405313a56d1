import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { usePlatformAssistantConfig } from './knowledge-api.ts';

/** How the platform's assistant answers, as the server is configured (the AI/RAG tab of /it-admin). */
export function AssistantConfigCard() {
  const { t } = useTranslation();
  const config = usePlatformAssistantConfig();
  if (config.isPending) return <Spinner label={t('app.loading')} />;
  if (config.isError) return <Alert tone="error">{errorMessage(t, config.error)}</Alert>;
  const { model, webSearch, allowedNetworks } = config.data;
  const rows: [string, string][] = [
    [
      t('itAdmin.ai.model'),
      model ? t('itAdmin.ai.modelConfigured', { model }) : t('itAdmin.ai.modelMissing'),
    ],
    [t('itAdmin.ai.retrieval'), t('itAdmin.ai.retrievalText')],
    [t('itAdmin.ai.search'), t(webSearch ? 'itAdmin.ai.searchOn' : 'itAdmin.ai.searchOff')],
    [
      t('itAdmin.ai.networks'),
      allowedNetworks.length ? allowedNetworks.join(', ') : t('itAdmin.ai.networksNone'),
    ],
  ];
  return (
    <section
      aria-labelledby="assistant-config-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="assistant-config-title" className="text-lg font-semibold text-slate-900">
        {t('itAdmin.ai.title')}
      </h2>
      <dl className="space-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 sm:grid-cols-3 sm:gap-4">
            <dt className="font-medium text-slate-800">{term}</dt>
            <dd className="break-words text-slate-700 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">{t('itAdmin.ai.internalNote')}</p>
    </section>
  );
}
