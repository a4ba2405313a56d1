import type { FaqLocale } from '@competencyhub/domain/schemas/public-site';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { internalAiEndpoints } from '../../db/schema/internal-ai.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { ChatMessage, Endpoint } from '../internal-ai/client.ts';
import { lockedSubscription } from '../subscriptions/renew-subscription.ts';
import { type SpentCredit, spendAiCreditFrom } from '../subscriptions/spend-ai-credit.ts';
import type { Passage } from './retrieval.ts';

/**
 * Which model, if any, writes a company's answers (issue 12): its own internal AI when that is
 * active (no credit spent: the company is exempt, and the call counts in its usage), else the
 * platform's (AI_BASE_URL, AI_MODEL), one AI credit per answer, spent under the subscription lock
 * before the call and given back if the call fails. Neither: the passages are quoted.
 */

export interface ModelChoice {
  endpoint: Endpoint;
  allowedNetworks: readonly string[];
  /** The company's own internal AI (its calls are recorded for its usage figures). */
  internal: boolean;
  spent: SpentCredit | null;
}

/** Every address is the operator's to choose for the platform's own AI. */
const ANY_NETWORK = ['0.0.0.0/0', '::/0'];

export async function chooseModel(
  services: Services,
  tx: Tx,
  companyId: string,
): Promise<ModelChoice | 'credits_exhausted' | null> {
  const sub = await lockedSubscription(tx, companyId, new Date());
  if (sub.internalAiStatus === 'active') {
    const [row] = await tx
      .select()
      .from(internalAiEndpoints)
      .where(eq(internalAiEndpoints.companyId, companyId));
    const apiKey = row ? services.secretBox.open(row.apiKeyEncrypted, companyId) : null;
    if (row && apiKey !== null) {
      return {
        endpoint: { baseUrl: row.baseUrl, model: row.model, apiKey },
        allowedNetworks: services.config.INTERNAL_AI_ALLOWED_NETWORKS,
        internal: true,
        spent: null,
      };
    }
  }
  const { AI_BASE_URL, AI_MODEL, AI_API_KEY } = services.config;
  if (!AI_BASE_URL || !AI_MODEL) return null;
  try {
    const spent = await spendAiCreditFrom(tx, companyId);
    return {
      endpoint: { baseUrl: AI_BASE_URL, model: AI_MODEL, apiKey: AI_API_KEY ?? '' },
      allowedNetworks: ANY_NETWORK,
      internal: false,
      spent,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'AI_CREDITS_EXHAUSTED') return 'credits_exhausted';
    throw error;
  }
}

const LANGUAGE_NAMES: Record<FaqLocale, string> = {
  'en-US': 'English',
  'de-DE': 'German',
  'fr-FR': 'French',
  'es-ES': 'Spanish',
  'pt-PT': 'European Portuguese',
};

/** The most of a passage a prompt carries: the answer is in its first part, and prompts cost. */
const PASSAGE_MAX = 2_500;

/**
 * The prompt: the model answers from the numbered passages only, in the reader's language, citing
 * them; earlier turns of the conversation come before the question.
 */
export function buildPrompt(
  locale: FaqLocale,
  passages: readonly Passage[],
  history: readonly ChatMessage[],
  question: string,
): ChatMessage[] {
  const sources = passages
    .map(
      (passage, index) =>
        `[${index + 1}] ${passage.title} (${passage.url})\n${passage.text.slice(0, PASSAGE_MAX)}`,
    )
    .join('\n\n');
  return [
    {
      role: 'system',
      content: [
        'You are the help assistant of CompetencyHub, a competency and talent management platform.',
        "Answer the user's question using only the numbered passages below: they come from the product's help,",
        "its FAQ and the company's knowledge base. If they do not answer it, say so in one sentence and suggest",
        `contacting support. Answer in ${LANGUAGE_NAMES[locale]}, in at most about 150 words, with Markdown lists`,
        'where they help. Cite the passages you use as [1], [2]. Never invent features, pages, prices or numbers.',
        '',
        'Passages:',
        sources,
      ].join('\n'),
    },
    ...history,
    { role: 'user', content: question },
  ];
}
