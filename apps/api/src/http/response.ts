import type { FastifyReply } from 'fastify';
import type { ZodError, ZodType } from 'zod';

export type SuccessStatus = 200 | 201;

/**
 * A route that answers with bytes instead of JSON (a stored image, say). The handler sends the
 * reply itself; OpenAPI documents the content types, and 304 when the route answers conditional
 * requests.
 */
export interface BinaryResponse {
  kind: 'binary';
  contentTypes: readonly string[];
  description: string;
  conditional: boolean;
}

export type ResponseSpec = ZodType | BinaryResponse;

export function binaryResponse(options: Omit<BinaryResponse, 'kind'>): BinaryResponse {
  return { kind: 'binary', ...options };
}

export function isBinaryResponse(spec: ResponseSpec): spec is BinaryResponse {
  return (spec as Partial<BinaryResponse>).kind === 'binary';
}

/**
 * A handler's result that does not fit its response schema: a bug on our side, so a 500. The
 * message names the route and the paths that failed, never the values (they may be secrets).
 */
export class ResponseSchemaError extends Error {
  constructor(route: string, error: ZodError) {
    const paths = error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`);
    super(`The response of ${route} does not match its schema (${paths.join('; ')})`);
    this.name = 'ResponseSchemaError';
  }
}

/**
 * What the client receives: the result parsed through the route's response schema. Zod objects
 * drop keys they do not list (nested ones too), so a field the schema does not name never leaves
 * the server.
 */
export function shapeResponse(
  route: string,
  schemas: { response: ResponseSpec; status?: SuccessStatus },
  result: unknown,
  reply: FastifyReply,
): unknown {
  if (isBinaryResponse(schemas.response)) {
    // The handler answers with reply.send(bytes) and returns the reply (its onSend hooks may still run).
    // A reply is thenable, so an async handler's returned reply arrives here already awaited, as
    // undefined once the bytes are out: whether it was sent is what counts.
    if (result !== reply && !reply.sent) {
      throw new Error(`${route} declares a binary response but did not send one`);
    }
    return reply;
  }
  const parsed = schemas.response.safeParse(result);
  if (!parsed.success) throw new ResponseSchemaError(route, parsed.error);
  if (schemas.status) reply.code(schemas.status);
  return parsed.data;
}
