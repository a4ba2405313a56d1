import { PERMISSION_REFUSALS } from '@competencyhub/domain/permissions';
import {
  KNOWLEDGE_FETCH_PROBLEMS,
  KNOWLEDGE_MESSAGES,
  type KnowledgeFetchProblem,
} from '@competencyhub/domain/schemas/knowledge-base-messages';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';

/**
 * The knowledge base's own messages (the server and the shared schema speak English), translated
 * here rather than in the shared map every page downloads: only these pages show them.
 */
const KEYS: Record<string, string> = {
  [KNOWLEDGE_MESSAGES.urlRequired]: 'knowledgeBase.validation.urlRequired',
  [KNOWLEDGE_MESSAGES.urlTooLong]: 'knowledgeBase.validation.urlTooLong',
  [KNOWLEDGE_MESSAGES.titleRequired]: 'knowledgeBase.validation.titleRequired',
  [KNOWLEDGE_MESSAGES.titleTooLong]: 'knowledgeBase.validation.titleTooLong',
  [KNOWLEDGE_MESSAGES.descriptionTooLong]: 'knowledgeBase.validation.descriptionTooLong',
  [KNOWLEDGE_MESSAGES.searchQueryTooLong]: 'knowledgeBase.validation.searchQueryTooLong',
  [KNOWLEDGE_MESSAGES.tagEmpty]: 'knowledgeBase.validation.tagEmpty',
  [KNOWLEDGE_MESSAGES.tagTooLong]: 'knowledgeBase.validation.tagTooLong',
  [KNOWLEDGE_MESSAGES.tooManyTags]: 'knowledgeBase.validation.tooManyTags',
  [KNOWLEDGE_MESSAGES.tagTwice]: 'knowledgeBase.validation.tagTwice',
  [KNOWLEDGE_MESSAGES.category]: 'knowledgeBase.validation.category',
  [KNOWLEDGE_MESSAGES.notesTooLong]: 'knowledgeBase.validation.notesTooLong',
  [KNOWLEDGE_MESSAGES.reasonRequired]: 'knowledgeBase.validation.reasonRequired',
  [KNOWLEDGE_MESSAGES.reasonTooLong]: 'knowledgeBase.validation.reasonTooLong',
  [KNOWLEDGE_MESSAGES.alreadyAdded]: 'knowledgeBase.validation.alreadyAdded',
  [KNOWLEDGE_MESSAGES.alreadySuggested]: 'knowledgeBase.validation.alreadySuggested',
  [KNOWLEDGE_MESSAGES.notPending]: 'knowledgeBase.validation.notPending',
  [KNOWLEDGE_MESSAGES.notReady]: 'knowledgeBase.validation.notReady',
  [PERMISSION_REFUSALS.manage_knowledge_base]: 'knowledgeBase.validation.forbidden',
  ...Object.fromEntries(
    (Object.entries(KNOWLEDGE_FETCH_PROBLEMS) as [KnowledgeFetchProblem, string][]).map(([problem, text]) => [
      text,
      `knowledgeBase.problems.${problem}`,
    ]),
  ),
};

/** A message of the knowledge base in the reader's language; others as every page translates them. */
export function knowledgeMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEYS[message];
  return key ? t(key, { defaultValue: message }) : translateValidationMessage(t, message);
}

/** A failed call's message: the page's reason with the HTTP status it answered, when it said one. */
export function knowledgeError(t: TFunction, error: unknown): string {
  if (!isApiError(error) || !KEYS[error.message]) return errorMessage(t, error);
  const status = error.params.status;
  return `${knowledgeMessage(t, error.message)}${status ? ` (HTTP ${status})` : ''}`;
}
