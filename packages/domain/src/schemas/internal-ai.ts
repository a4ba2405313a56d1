import { z } from 'zod';
import { plainLine, Timestamp } from './common.ts';
import { INTERNAL_AI_MESSAGES } from './internal-ai-messages.ts';
import { InternalAiUsage } from './internal-ai-usage.ts';

export { INTERNAL_AI_MESSAGES };

import { INTERNAL_AI_STATUSES } from './subscription.ts';

export { InternalAiUsage };

/**
 * Internal AI (issue 11, spec section 4): on an enterprise plan the account holder points the
 * company's AI at its own OpenAI-compatible endpoint. The API key is kept encrypted on the server and
 * never sent back; the server calls the endpoint, so its address is checked against server-side
 * request forgery (decision 0039).
 */

/** Why the last health check failed (the interface says each in the user's language). */
export const HEALTH_CHECK_REASONS = [
  'ok',
  'unauthorized',
  'not_found',
  'http_error',
  'timeout',
  'unreachable',
  'blocked_address',
  'bad_answer',
  'key_unreadable',
] as const;
export type HealthCheckReason = (typeof HEALTH_CHECK_REASONS)[number];

export const BASE_URL_MAX = 500;
export const MODEL_MAX = 120;
export const API_KEY_MAX = 500;

export const InternalAiView = z.object({
  /** The plan includes internal AI (an enterprise plan). */
  hasInternalAI: z.boolean(),
  internalAIStatus: z.enum(INTERNAL_AI_STATUSES),
  isExemptFromAIBilling: z.boolean(),
  endpoint: z
    .object({
      baseUrl: z.string(),
      model: z.string(),
      /** The key's last four characters, so the holder can tell which key it is. */
      apiKeyHint: z.string(),
      configuredAt: Timestamp,
    })
    .nullable(),
  lastCheck: z
    .object({
      at: Timestamp,
      ok: z.boolean(),
      reason: z.enum(HEALTH_CHECK_REASONS),
      /** The endpoint's HTTP status, when it answered. */
      httpStatus: z.number().int().nullable(),
      responseTime: z.number().int(),
    })
    .nullable(),
  usage: InternalAiUsage,
});
export type InternalAiView = z.infer<typeof InternalAiView>;

export const ConfigureInternalAiInput = z
  .object({
    baseUrl: plainLine(
      z
        .string({ error: INTERNAL_AI_MESSAGES.baseUrl })
        .trim()
        .min(1, { error: INTERNAL_AI_MESSAGES.baseUrl })
        .max(BASE_URL_MAX, { error: INTERNAL_AI_MESSAGES.baseUrlTooLong }),
    ),
    model: plainLine(
      z
        .string({ error: INTERNAL_AI_MESSAGES.model })
        .trim()
        .min(1, { error: INTERNAL_AI_MESSAGES.model })
        .max(MODEL_MAX, { error: INTERNAL_AI_MESSAGES.modelTooLong }),
    ),
    /** Required the first time; left out (or empty) afterwards keeps the saved key. */
    apiKey: plainLine(
      z
        .string({ error: INTERNAL_AI_MESSAGES.apiKey })
        .trim()
        .max(API_KEY_MAX, { error: INTERNAL_AI_MESSAGES.apiKeyTooLong }),
    ).optional(),
  })
  .strict();
export type ConfigureInternalAiInput = z.infer<typeof ConfigureInternalAiInput>;
