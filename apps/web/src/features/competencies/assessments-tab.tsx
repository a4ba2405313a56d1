import { hasPermission } from '@competencyhub/domain/permissions';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useMyAssessment } from './assessments-api.ts';
import { CyclesPanel } from './cycles-panel.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';
import { SelfAssessment } from './self-assessment.tsx';
import { TeamSection } from './team-section.tsx';

/** ?tab=assessments: rate oneself, ask and give 360 feedback, rate one's reports, run cycles. */
export function AssessmentsTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const mine = useMyAssessment(companyId);
  if (mine.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (mine.isError) return <Alert tone="error">{errorMessage(t, mine.error)}</Alert>;
  return (
    <div className="space-y-6">
      <SelfAssessment
        companyId={companyId}
        assessment={mine.data}
        managing={
          me.managedCompanyId && me.managedCompanyId !== me.user.companyId ? (me.company?.name ?? '') : null
        }
      />
      <FeedbackPanel
        companyId={companyId}
        competencies={mine.data.competencies}
        minPeerRaters={mine.data.minPeerRaters}
      />
      <TeamSection companyId={companyId} />
      {hasPermission(me.user.role, 'manage_competencies') ? <CyclesPanel companyId={companyId} /> : null}
    </div>
  );
}
