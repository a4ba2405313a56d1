/** The refusals of teams (issue 9), apart from the schemas: the web app maps them to
 * translations without loading zod schemas into every page. */

export const TEAM_NAME_MAX = 80;
export const TEAM_MEMBERS_MAX = 200;
export const TEAM_COMPETENCIES_MAX = 60;
/** The most people a skill matrix is written for as an .xlsx workbook (built whole in memory); CSV has no limit. */
export const MATRIX_XLSX_MAX_MEMBERS = 20_000;

export const TEAM_MESSAGES = {
  nameRequired: 'Enter a name for the team',
  nameTooLong: `A team name has at most ${TEAM_NAME_MAX} characters`,
  nameTaken: 'A team with this name already exists',
  membersRequired: 'Add at least one member',
  tooManyMembers: `A team has at most ${TEAM_MEMBERS_MAX} members`,
  memberTwice: 'Add each person once',
  unknownPerson: 'Choose active people of your company',
  tooManyCompetencies: `Choose at most ${TEAM_COMPETENCIES_MAX} competencies`,
  competencyTwice: 'Choose each competency once',
  unknownCompetency: 'Choose competencies of your company’s frameworks',
  xlsxTooLarge: `A workbook holds the matrix of at most ${MATRIX_XLSX_MAX_MEMBERS.toLocaleString('en')} people: download it as CSV`,
  reportsTeamFixed: "A line manager's team is their direct reports: change line managers in User Management",
} as const;
