/**
 * The knowledge base's limits and the sentences its refusals speak (issue 12), apart from its schemas
 * so the web app's error translation can import them without the schemas.
 */
export const KNOWLEDGE_LIMITS = {
  urlMax: 2000,
  titleMax: 200,
  descriptionMax: 1000,
  searchQueryMax: 200,
  tagMax: 40,
  tagsMax: 20,
  notesMax: 2000,
  rejectionReasonMax: 500,
  /** What the server downloads of a page, at most (spec: 5 MB). */
  fetchBytesMax: 5 * 1024 * 1024,
  /** How long the server waits for a page, redirects included (spec: 10 s). */
  fetchTimeoutMs: 10_000,
  /** Redirects followed, each checked like the first address. */
  redirectsMax: 3,
} as const;

export const KNOWLEDGE_MESSAGES = {
  urlRequired: 'Enter the web address of the page',
  urlInvalid: 'Enter a web address starting with http:// or https://',
  urlTooLong: `A web address can be at most ${KNOWLEDGE_LIMITS.urlMax} characters`,
  titleRequired: 'Enter a title',
  titleTooLong: `A title can be at most ${KNOWLEDGE_LIMITS.titleMax} characters`,
  descriptionTooLong: `A description can be at most ${KNOWLEDGE_LIMITS.descriptionMax} characters`,
  searchQueryTooLong: `A search query can be at most ${KNOWLEDGE_LIMITS.searchQueryMax} characters`,
  tagEmpty: 'Tags cannot be empty',
  tagTooLong: `A tag can be at most ${KNOWLEDGE_LIMITS.tagMax} characters`,
  tooManyTags: `At most ${KNOWLEDGE_LIMITS.tagsMax} tags`,
  tagTwice: 'Each tag only once',
  category: 'Choose a category',
  notesTooLong: `Notes can be at most ${KNOWLEDGE_LIMITS.notesMax} characters`,
  reasonRequired: 'Say why the page is rejected',
  reasonTooLong: `A reason can be at most ${KNOWLEDGE_LIMITS.rejectionReasonMax} characters`,
  alreadyAdded: 'This page is already in the knowledge base',
  alreadySuggested: 'This page is already waiting for review',
  notPending: 'Only a page waiting for review can be approved or rejected',
  notReady: 'Only a page in the knowledge base can be fetched again',
} as const;

/** Why a page could not be read, each with the sentence the user sees. */
export const KNOWLEDGE_FETCH_PROBLEMS = {
  blocked_address:
    'This address points to a private or internal network, which the knowledge base does not read from',
  bad_address: KNOWLEDGE_MESSAGES.urlInvalid,
  unresolvable: 'No server answers to this host name',
  unreachable: 'The page could not be reached',
  timeout: `The page did not answer within ${KNOWLEDGE_LIMITS.fetchTimeoutMs / 1000} seconds`,
  too_large: `The page is larger than ${KNOWLEDGE_LIMITS.fetchBytesMax / 1024 / 1024} MB`,
  too_many_redirects: `The page redirects more than ${KNOWLEDGE_LIMITS.redirectsMax} times`,
  http_status: 'The page answered with an error',
  unsupported_type: 'Only web pages (HTML), plain text and PDF files can be added',
  unreadable: 'The file could not be read',
  no_text: 'No readable text was found at this address',
} as const;
export type KnowledgeFetchProblem = keyof typeof KNOWLEDGE_FETCH_PROBLEMS;
