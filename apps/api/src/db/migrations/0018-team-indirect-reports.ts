/**
 * A company setting (issue 9): whether a line manager's team includes their indirect reports (the
 * people who report to their reports, all the way down) or only their direct reports (the default).
 */
export default /* sql */ `
ALTER TABLE company_competency_settings
  ADD COLUMN teams_include_indirect_reports boolean NOT NULL DEFAULT false;
`;
