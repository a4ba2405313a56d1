/** The refusals of career plan (issue 9), apart from the schemas: the web app maps them to
 * translations without loading zod schemas into every page. */

export const CAREER_TARGETS_MAX = 2;
export const CAREER_COMMENT_MAX = 2000;
export const TARGET_YEARS_MAX = 10;

export const CAREER_PLAN_MESSAGES = {
  targetDateInvalid: `Choose a target date from today up to ${TARGET_YEARS_MAX} years ahead`,
  tooManyTargets: `Choose at most ${CAREER_TARGETS_MAX} target roles`,
  targetTwice: 'Choose each target role once',
  targetUnknown: 'Choose an active job profile of your company',
  targetIsCurrentRole: 'This is already your role: choose a role to grow into',
  commentRequired: 'Write a comment',
  commentTooLong: `A comment has at most ${CAREER_COMMENT_MAX} characters`,
} as const;
