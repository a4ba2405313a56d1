/**
 * The job architecture's limits and the sentences its refusals speak (issue 23, decision 0054), apart
 * from its schemas so the web app's error translation can import them without zod.
 */

export const JOB_FAMILY_NAME_MAX = 120;
export const JOB_FAMILY_DESCRIPTION_MAX = 1000;
export const GRADE_CODE_MAX = 40;
export const GRADE_NAME_MAX = 120;
/** A ladder longer than this is no ladder; it also bounds the reorder request. */
export const GRADES_MAX = 200;
/**
 * Pay is kept in whole units of its currency (a published range is never in cents), below a trillion:
 * far above any real annual pay, even in currencies of many digits, and exact as a JavaScript number.
 */
export const PAY_AMOUNT_MAX = 999_999_999_999;

export const JOB_ARCHITECTURE_MESSAGES = {
  familyNameRequired: 'Enter a name for the job family',
  familyNameTooLong: `A job family name has at most ${JOB_FAMILY_NAME_MAX} characters`,
  familyDescriptionTooLong: `A description has at most ${JOB_FAMILY_DESCRIPTION_MAX} characters`,
  familyNameTaken: 'A job family with this name already exists',
  familyArchived: 'This job family is archived: restore it first',
  gradeCodeRequired: 'Enter a code for the grade, e.g. G7',
  gradeCodeTooLong: `A grade code has at most ${GRADE_CODE_MAX} characters`,
  gradeNameTooLong: `A grade name has at most ${GRADE_NAME_MAX} characters`,
  gradeCodeTaken: 'Another grade already has this code',
  gradeArchived: 'This grade is archived: restore it first',
  payAmount: 'Enter a whole amount of 0 or more',
  payTooLarge: `An amount is at most ${PAY_AMOUNT_MAX.toLocaleString('en-US')}`,
  payMinAboveMax: 'The minimum cannot be above the maximum',
  currencyInvalid: 'Enter the currency as its three-letter ISO code, e.g. EUR',
  ladderIncomplete: 'List every grade of the ladder exactly once',
  ladderTooLong: `A ladder has at most ${GRADES_MAX} grades`,
  unknownFamily: 'Choose an active job family of your company',
  unknownGrade: 'Choose an active grade of your company’s ladder',
} as const;
