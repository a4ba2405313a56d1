import { useTranslation } from 'react-i18next';
import { CompanyAdminPage } from '../../features/company/company-admin-page.tsx';
import { useWaitingSuggestions } from '../../features/knowledge-base/knowledge-api.ts';
import { KnowledgeBasePanel } from '../../features/knowledge-base/knowledge-base-panel.tsx';
import { OrganisationPanel } from '../../features/organisation/organisation-panel.tsx';

/** /company-admin, with the organisation's and the knowledge base's tabs composed in (features stay apart). */
export function CompanyAdminRoute() {
  const { t } = useTranslation();
  const waiting = useWaitingSuggestions();
  return (
    <CompanyAdminPage
      organisation={{ label: t('organisation.title'), panel: <OrganisationPanel canManage /> }}
      knowledgeBase={{
        label: t('knowledgeBase.title'),
        panel: <KnowledgeBasePanel scope="company" />,
        waiting,
        waitingLabel: t('knowledgeBase.waitingCount', { count: waiting ?? 0 }),
      }}
    />
  );
}
