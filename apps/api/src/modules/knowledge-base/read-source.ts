import {
  type KnowledgeSearchConfig,
  searchConfigForLanguage,
} from '@competencyhub/domain/schemas/knowledge-base';
import { KNOWLEDGE_FETCH_PROBLEMS } from '@competencyhub/domain/schemas/knowledge-base-messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { noteRefusedAddress } from '../it-admin/security-alerts-record.ts';
import { extractInWorker } from './extract-in-worker.ts';
import { fetchPage, PageProblem } from './fetch-page.ts';
import { type PassageText, splitIntoPassages } from './passages.ts';

/** A page read and split, ready to replace a source's passages. */
export interface ReadSource {
  contentType: string;
  searchConfig: KnowledgeSearchConfig;
  passages: PassageText[];
  textLength: number;
}

/**
 * Fetches, extracts and splits one page. `fallback` is the stemmer for a page that does not say its
 * language (plain text, PDF, HTML without lang): the submitter's interface language.
 */
export async function readSource(
  services: Services,
  url: string,
  fallback: KnowledgeSearchConfig,
): Promise<ReadSource> {
  const page = await fetchPage(url, {
    allowedNetworks: services.config.KNOWLEDGE_BASE_ALLOWED_NETWORKS,
    userAgent: `CompetencyHub-KnowledgeBase/1.0 (+${services.config.baseUrl})`,
  });
  const extracted = await extractInWorker(page);
  const passages = splitIntoPassages(extracted.blocks);
  return {
    contentType: page.contentType,
    searchConfig: searchConfigForLanguage(extracted.language) ?? fallback,
    passages,
    textLength: passages.reduce((sum, passage) => sum + passage.body.length, 0),
  };
}

/** The refusal a page that could not be read answers: 422 with the reason on the address field. */
export function fetchRefusal(problem: PageProblem): AppError {
  const message = KNOWLEDGE_FETCH_PROBLEMS[problem.problem];
  return new AppError('KNOWLEDGE_FETCH_FAILED', message, {
    errors: { url: [message] },
    reasons: [problem.problem],
    ...(problem.httpStatus ? { params: { status: problem.httpStatus } } : {}),
  });
}

/**
 * An address the outbound guard refused (private, loopback, link-local) is an SSRF attempt: a security
 * alert of the company that asked (decision 0072). Other failures (a 404, a timeout) are not.
 */
export async function noteIfBlocked(
  services: Services,
  req: FastifyRequest | null,
  companyId: string,
  viewer: { userId: string; email: string },
  url: string,
  problem: PageProblem,
): Promise<void> {
  if (problem.problem !== 'blocked_address') return;
  await noteRefusedAddress(services.database.db, req, { companyId, source: 'knowledge_base', url, viewer });
}

export { PageProblem };
