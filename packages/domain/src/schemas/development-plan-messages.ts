/** The refusals of development plan (issue 9), apart from the schemas: the web app maps them to
 * translations without loading zod schemas into every page. */

export const ACTION_TITLE_MAX = 160;
export const ACTION_DESCRIPTION_MAX = 2000;
export const ACTION_URL_MAX = 2000;
export const ACTION_COMPETENCIES_MAX = 5;
export const ACTIONS_MAX = 50;
export const PLAN_COMMENT_MAX = 2000;
export const DUE_YEARS_MAX = 3;

export const DEVELOPMENT_MESSAGES = {
  titleRequired: 'Enter a title for the action',
  titleTooLong: `A title has at most ${ACTION_TITLE_MAX} characters`,
  descriptionTooLong: `A description has at most ${ACTION_DESCRIPTION_MAX} characters`,
  urlInvalid: 'Enter a web address such as https://learning.example.com/course',
  urlTooLong: `A link has at most ${ACTION_URL_MAX} characters`,
  typeRequired: 'Choose the kind of action',
  statusInvalid: 'Choose planned, in progress or cancelled',
  dueDateInvalid: `Choose a due date from today up to ${DUE_YEARS_MAX} years ahead`,
  competenciesRequired: 'Link the action to at least one competency',
  tooManyCompetencies: `Link at most ${ACTION_COMPETENCIES_MAX} competencies`,
  competencyTwice: 'Link each competency once',
  unknownCompetency: 'Choose competencies of your company’s frameworks',
  mentorNotAvailable: 'Choose a colleague who offers mentoring in this competency',
  mentorIsSelf: 'You cannot mentor yourself',
  mentorOnlyForMentoring: 'Only a mentoring action has a mentor',
  tooManyActions: `A plan has at most ${ACTIONS_MAX} open actions`,
  actionClosed: 'This action is done or cancelled: it can no longer change',
  notYourPlan: 'Only the person changes their own development plan',
  onlyLineManagerApproves: 'Only the line manager approves a development plan',
  nothingToApprove: 'Add at least one action before the plan is approved',
  commentRequired: 'Write a comment',
  commentTooLong: `A comment has at most ${PLAN_COMMENT_MAX} characters`,
  notePlain: 'Use plain text',
  unknownEvidenceFile: 'Upload the evidence file again',
} as const;
