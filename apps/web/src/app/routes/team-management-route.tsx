import { RateReportDialog, ReportGapsDialog } from '../../features/competencies/team-section.tsx';
import { type TeamDialogs, TeamManagementPage } from '../../features/teams/team-management-page.tsx';

/** Team Management, with the competency feature's rating and levels dialogs for its members. */
const dialogs: TeamDialogs = {
  rate: (props) => <RateReportDialog {...props} />,
  levels: (props) => <ReportGapsDialog {...props} />,
};

export function TeamManagementRoute() {
  return <TeamManagementPage dialogs={dialogs} />;
}
