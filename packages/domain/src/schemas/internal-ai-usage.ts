import { z } from 'zod';
import { Timestamp } from './common.ts';

/** What the calls to a company's internal AI measured (spec: internalAIUsage), for the billing period. */
export const InternalAiUsage = z.object({
  /** Calls to the endpoint in the current billing period (health checks and answers). */
  requests: z.number().int(),
  /** Sum of the calls' durations, in hours. */
  computeHours: z.number(),
  /** Mean duration of a call, in milliseconds; null before the first. */
  averageResponseTime: z.number().int().nullable(),
  /** Share of calls that succeeded, 0–100; null before the first. */
  successRate: z.number().nullable(),
  lastHealthCheck: Timestamp.nullable(),
});
export type InternalAiUsage = z.infer<typeof InternalAiUsage>;
