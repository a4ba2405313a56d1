import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { useJobHistory } from '../../lib/organisation-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { JobHistoryTimeline } from '../../ui/job-history-timeline.tsx';
import { Panel } from '../../ui/panel.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** My job history inside the company, as User Management records it (read only). */
export function JobHistoryPanel({ personId }: { personId: string }) {
  const { t } = useTranslation();
  const history = useJobHistory(personId);
  return (
    <Panel title={t('organisation.history.mine')} description={t('organisation.history.mineIntro')}>
      {history.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : history.isError ? (
        <Alert tone="error">{errorMessage(t, history.error)}</Alert>
      ) : (
        <JobHistoryTimeline history={history.data} today={new Date().toISOString().slice(0, 10)} />
      )}
    </Panel>
  );
}
