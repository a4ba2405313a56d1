/**
 * What the internal AI's routes refuse with (decision 0039), apart from its schemas: the interface's
 * error messages read these on every page, the schemas only where internal AI is set up.
 */
export const INTERNAL_AI_MESSAGES = {
  /** Spec section 8, word for word ({product} read as CompetencyHub). */
  requiresEnterprise: 'Internal AI CompetencyHub requires Enterprise plan',
  baseUrl: 'Enter the endpoint address, such as https://ai.example.com/v1',
  baseUrlScheme:
    'The endpoint address must start with https:// (or http:// on a network the operator allows)',
  baseUrlCredentials: 'Put the API key in its own field, not in the address',
  baseUrlTooLong: 'The endpoint address can be at most 500 characters',
  blockedAddress:
    'This address points to a private, loopback, link-local or cloud metadata network, which the server does not call',
  unresolvable: 'No server answers to this address: check the host name',
  plainHttp: 'Use https:// for this endpoint: the API key must not travel unencrypted',
  model: 'Enter the model name, such as gpt-4o-mini',
  modelTooLong: 'The model name can be at most 120 characters',
  apiKey: 'Enter the API key',
  apiKeyTooLong: 'The API key can be at most 500 characters',
  notConfigured: 'Internal AI is not set up: enter the endpoint first',
  keyForNewAddress: "Enter the API key again: the endpoint's address changed",
  checkTooSoon: 'The endpoint was checked a moment ago: try again in a few seconds',
} as const;
