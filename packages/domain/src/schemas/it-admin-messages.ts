/** IT Administration's limits and refusals (apart from the schemas, so the web's error translation stays small). */
export const IT_ADMIN_LIMITS = {
  failedJobs: 20,
  errorChars: 500,
} as const;

export const IT_ADMIN_MESSAGES = {
  jobNotFailed: 'Only a job that failed for good can be run again',
  jobNotRetryable: 'This job cannot be run again from here: start a new one from its own page',
} as const;
