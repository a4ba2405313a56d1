import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply } from 'fastify';
import type { ZodError, ZodType } from 'zod';
import { compileResponseSerializer, type ResponseSerializer } from './response-serializer.ts';

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

/** The serializer of each response schema, compiled on its route's first answer (null: Zod parses it). */
const serializers = new WeakMap<ZodType, ResponseSerializer | null>();

function serializerOf(schema: ZodType): ResponseSerializer | null {
  let serializer = serializers.get(schema);
  if (serializer === undefined) {
    serializer = compileResponseSerializer(schema);
    serializers.set(schema, serializer);
  }
  return serializer;
}

/**
 * What the client receives: the result written by the serializer compiled from the route's response
 * schema, which writes only the fields the schema lists (nested ones too), so a field it does not
 * name never leaves the server (http/response-serializer.ts). With `check` (every run but
 * production's) the result is also parsed by the Zod schema, a mismatch being a 500 naming the paths,
 * and the parse's JSON must equal what is sent: every test proves the serializer strips exactly as
 * the schema does.
 */
export function shapeResponse(
  route: string,
  schemas: { response: ResponseSpec; status?: SuccessStatus },
  result: unknown,
  reply: FastifyReply,
  check: boolean,
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
  const schema = schemas.response;
  const serialize = serializerOf(schema);
  let body: string;
  if (!serialize || check) {
    const parsed = schema.safeParse(result);
    if (!parsed.success) throw new ResponseSchemaError(route, parsed.error);
    body = JSON.stringify(parsed.data);
    if (serialize) {
      const written = serialize(result);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(body))) {
        throw new Error(
          `The response of ${route} is written differently by its serializer than by its schema`,
        );
      }
      body = written;
    }
  } else {
    body = serialize(result);
  }
  if (schemas.status) reply.code(schemas.status);
  reply.type('application/json; charset=utf-8');
  return body;
}
