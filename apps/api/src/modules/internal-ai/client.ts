import type { HealthCheckReason } from '@competencyhub/domain/schemas/internal-ai';
import { OutboundError, postJson, postStreaming } from '../../http/outbound.ts';

/**
 * Calls an OpenAI-compatible chat-completions endpoint (`{baseUrl}/chat/completions`), the API the
 * internal AI speaks, through the SSRF-guarded client. Never throws: the outcome says what happened,
 * with how long it took, so every call can be counted in the usage figures.
 */

export interface Endpoint {
  baseUrl: string;
  model: string;
  apiKey: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type CallOutcome =
  | { ok: true; content: string; httpStatus: number; durationMs: number }
  | { ok: false; reason: Exclude<HealthCheckReason, 'ok'>; httpStatus: number | null; durationMs: number };

export interface CallOptions {
  allowedNetworks: readonly string[];
  timeoutMs?: number;
  maxTokens?: number;
}

export const completionsUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

function contentOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] };
    const content = parsed.choices?.[0]?.message?.content;
    return typeof content === 'string' ? content : null;
  } catch {
    return null;
  }
}

const reasonOfFailure = (error: OutboundError): Exclude<HealthCheckReason, 'ok'> => {
  switch (error.failure) {
    case 'timeout':
      return 'timeout';
    case 'blocked_address':
    case 'plain_http':
    case 'bad_address':
      return 'blocked_address';
    case 'too_large':
      return 'bad_answer';
    default:
      return 'unreachable';
  }
};

export async function chatCompletion(
  endpoint: Endpoint,
  messages: readonly ChatMessage[],
  options: CallOptions,
): Promise<CallOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const answer = await postJson(
      completionsUrl(endpoint.baseUrl),
      { model: endpoint.model, messages, max_tokens: options.maxTokens ?? 512, stream: false },
      { authorization: `Bearer ${endpoint.apiKey}`, accept: 'application/json' },
      { allowedNetworks: options.allowedNetworks, timeoutMs: options.timeoutMs ?? 30_000 },
    );
    if (answer.status === 401 || answer.status === 403) {
      return { ok: false, reason: 'unauthorized', httpStatus: answer.status, durationMs: took() };
    }
    if (answer.status === 404) return { ok: false, reason: 'not_found', httpStatus: 404, durationMs: took() };
    if (answer.status < 200 || answer.status >= 300) {
      return { ok: false, reason: 'http_error', httpStatus: answer.status, durationMs: took() };
    }
    const content = contentOf(answer.body);
    if (content === null)
      return { ok: false, reason: 'bad_answer', httpStatus: answer.status, durationMs: took() };
    return { ok: true, content, httpStatus: answer.status, durationMs: took() };
  } catch (error) {
    const reason = error instanceof OutboundError ? reasonOfFailure(error) : 'unreachable';
    return { ok: false, reason, httpStatus: null, durationMs: took() };
  }
}

/**
 * The same call, streamed (`stream: true`): each piece of the answer goes to `onDelta` as the
 * endpoint sends it (server-sent events, `data: {choices: [{delta: {content}}]}` lines, then
 * `data: [DONE]`); the outcome carries the whole answer.
 */
export async function streamChatCompletion(
  endpoint: Endpoint,
  messages: readonly ChatMessage[],
  options: CallOptions,
  onDelta: (text: string) => void,
): Promise<CallOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  let pending = '';
  let content = '';
  let malformed = false;
  const consume = (line: string) => {
    const data = line.startsWith('data:') ? line.slice(5).trim() : null;
    if (!data || data === '[DONE]') return;
    try {
      const parsed = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
      const piece = parsed.choices?.[0]?.delta?.content;
      if (typeof piece === 'string' && piece) {
        content += piece;
        onDelta(piece);
      }
    } catch {
      malformed = true;
    }
  };
  try {
    const answer = await postStreaming(
      completionsUrl(endpoint.baseUrl),
      { model: endpoint.model, messages, max_tokens: options.maxTokens ?? 700, stream: true },
      { authorization: `Bearer ${endpoint.apiKey}`, accept: 'text/event-stream' },
      { allowedNetworks: options.allowedNetworks, timeoutMs: options.timeoutMs ?? 60_000 },
      (text) => {
        pending += text;
        const lines = pending.split(/\r?\n/);
        pending = lines.pop() ?? '';
        for (const line of lines) consume(line);
      },
    );
    if (pending) consume(pending);
    if (answer.status === 401 || answer.status === 403) {
      return { ok: false, reason: 'unauthorized', httpStatus: answer.status, durationMs: took() };
    }
    if (answer.status === 404) return { ok: false, reason: 'not_found', httpStatus: 404, durationMs: took() };
    if (answer.status < 200 || answer.status >= 300) {
      return { ok: false, reason: 'http_error', httpStatus: answer.status, durationMs: took() };
    }
    if (malformed || !content)
      return { ok: false, reason: 'bad_answer', httpStatus: answer.status, durationMs: took() };
    return { ok: true, content, httpStatus: answer.status, durationMs: took() };
  } catch (error) {
    const reason = error instanceof OutboundError ? reasonOfFailure(error) : 'unreachable';
    return { ok: false, reason, httpStatus: null, durationMs: took() };
  }
}
