import { COMPETENCY_NAME_MAX } from './competencies.ts';

/** The competency generator's refusals, apart from its schemas (see internal-ai-messages.ts). */
export const GENERATOR_CONTEXT_MAX = 1000;

export const GENERATOR_MESSAGES = {
  name: 'Enter the competency name first',
  nameTooLong: `A competency name can be at most ${COMPETENCY_NAME_MAX} characters`,
  contextTooLong: `The context can be at most ${GENERATOR_CONTEXT_MAX} characters`,
  failed: 'The AI could not write this competency: try again, or write it yourself',
} as const;
