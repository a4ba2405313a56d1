import { DESCRIPTION_MAX, LEVEL_DESCRIPTION_MAX } from '@competencyhub/domain/schemas/competencies';
import {
  GENERATOR_MESSAGES,
  type GenerateCompetencyInput,
  type GeneratedCompetency,
} from '@competencyhub/domain/schemas/competency-generator';
import type { FaqLocale } from '@competencyhub/domain/schemas/public-site';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { withTenant } from '../../db/client.ts';
import { internalAiCalls } from '../../db/schema/internal-ai.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { chooseModel } from '../assistant/model.ts';
import { chatCompletion } from '../internal-ai/client.ts';
import { refundAiCredit } from '../subscriptions/refund-ai-credit.ts';
import { editableFramework, frameworkDetail } from './frameworks.ts';
import { librarySuggestions } from './library-suggestions.ts';

/** Generations per person: plenty for writing a framework, not a loop. */
export const GENERATE_LIMIT = { max: 20, windowSeconds: 600 };

const LANGUAGE_NAMES: Record<FaqLocale, string> = {
  'en-US': 'US English',
  'de-DE': 'German',
  'fr-FR': 'French',
  'es-ES': 'Spanish',
  'pt-PT': 'European Portuguese',
};

/** What the model must return: checked before anything reaches the user. */
const modelAnswer = (levelCount: number) =>
  z.object({
    description: z.string().trim().min(1).max(DESCRIPTION_MAX),
    levels: z.array(z.string().trim().min(1).max(LEVEL_DESCRIPTION_MAX)).length(levelCount),
  });

function promptFor(input: GenerateCompetencyInput, levels: readonly { value: number; name: string }[]) {
  const scale = levels.map((level) => `${level.value} ${level.name}`).join(', ');
  return [
    {
      role: 'system' as const,
      content: [
        'You write competency definitions for a competency framework of a company.',
        `Write in ${LANGUAGE_NAMES[input.locale ?? 'en-US']}. Return only JSON, no prose and no code fence, of the form`,
        '{"description": "...", "levels": ["...", "..."]}.',
        '"description": one or two sentences saying what the competency is, as observable behaviour.',
        `"levels" must hold exactly ${levels.length} strings, one per level of the scale (${scale}), lowest first:`,
        'what someone at that level actually does, in one to three sentences each, each level clearly above the one before.',
      ].join('\n'),
    },
    {
      role: 'user' as const,
      content: `Competency: ${input.name}${input.context ? `\nContext: ${input.context}` : ''}`,
    },
  ];
}

/** The model's JSON, tolerating a code fence around it; null when it is not what was asked for. */
function parseAnswer(content: string, levelCount: number) {
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    const parsed = modelAnswer(levelCount).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function generateCompetency(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  input: GenerateCompetencyInput,
  req: FastifyRequest,
): Promise<GeneratedCompetency> {
  await services.rateLimiter.hit(`user:generate-competency:${viewer.userId}`, GENERATE_LIMIT);
  const { levels, categories, model } = await withTenant(services.database, viewer.tenantId, async (tx) => {
    await editableFramework(tx, viewer, frameworkId);
    const detail = await frameworkDetail(tx, viewer.tenantId, frameworkId);
    return {
      levels: detail.scale.levels,
      categories: detail.categories,
      model: await chooseModel(services, tx, viewer.tenantId),
    };
  });
  if (model === null || model === 'credits_exhausted') {
    return {
      mode: 'library',
      notice: model === 'credits_exhausted' ? 'credits_exhausted' : null,
      drafts: librarySuggestions(input, levels.length, categories),
    };
  }
  const startedAt = new Date();
  const outcome = await chatCompletion(model.endpoint, promptFor(input, levels), {
    allowedNetworks: model.allowedNetworks,
    timeoutMs: 60_000,
    maxTokens: 1500,
  });
  const answer = outcome.ok ? parseAnswer(outcome.content, levels.length) : null;
  await withTenant(services.database, viewer.tenantId, async (tx) => {
    if (model.spent && !answer) await refundAiCredit(tx, viewer.tenantId, model.spent);
    if (model.internal) {
      await tx.insert(internalAiCalls).values({
        companyId: viewer.tenantId,
        purpose: 'generator',
        startedAt,
        durationMs: outcome.durationMs,
        ok: outcome.ok,
        httpStatus: outcome.httpStatus,
      });
    }
  });
  if (!answer) {
    req.log.error(
      { reason: outcome.ok ? 'invalid_json' : outcome.reason, httpStatus: outcome.httpStatus },
      'the AI did not generate a competency',
    );
    throw new AppError('UNAVAILABLE', GENERATOR_MESSAGES.failed);
  }
  return {
    mode: 'model',
    notice: null,
    drafts: [
      {
        name: input.name,
        description: answer.description,
        levelDescriptions: answer.levels,
        categoryName: null,
        categoryId: null,
        type: null,
      },
    ],
  };
}
