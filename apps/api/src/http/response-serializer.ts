import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { type ZodType, z } from 'zod';

/** Writes a handler's result as the JSON its route's response schema lists, and nothing else. */
export type ResponseSerializer = (value: unknown) => string;

type JsonSchema = Record<string, unknown>;

/**
 * A serializer compiled once per route from its Zod response schema (fast-json-stringify, Fastify's
 * own): it writes only the properties the schema lists, nested ones too, so a field the schema does
 * not name never leaves the server, as the Zod parse it replaces did, at a fraction of the cost of
 * parsing every answer and then stringifying it (decision 0060).
 *
 * It writes; it does not check. The check that a handler returns what its schema says stays where it
 * finds bugs: the tests parse every answer with Zod as well (see `shapeResponse`). A schema whose
 * output differs from its input (a transform, a default, a pipe) is not compiled: Zod must produce
 * that output, so such a route keeps the parse (null here).
 */
export function compileResponseSerializer(schema: ZodType): ResponseSerializer | null {
  const options = { target: 'draft-7', unrepresentable: 'any' } as const;
  const input = forWriting(z.toJSONSchema(schema, { ...options, io: 'input' }));
  const output = forWriting(z.toJSONSchema(schema, { ...options, io: 'output' }));
  if (!isDeepStrictEqual(input, output)) return null;
  return fastJson(output as Parameters<typeof fastJson>[0]) as ResponseSerializer;
}

/**
 * The schema as fast-json-stringify should write it, keeping what decides the bytes and dropping what
 * only a validator needs:
 * - `additionalProperties: false` goes: Zod's output schema closes every object, which the writer needs
 *   no telling of (it writes the listed properties only), but which would make a union's branch, chosen
 *   by validating the handler's own object (extra keys and all), match nothing;
 * - `pattern` goes (uuid and date-time checks): writing a string does not depend on it;
 * - "this or null" (`anyOf` with `{ type: 'null' }`) becomes a type that allows null, which the writer
 *   tests with `=== null` instead of validating the whole object against the other branch (measured:
 *   that validation was about half of the time of writing "My Competencies").
 * Input and output schemas then differ only where the values do.
 */
function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (typeof node !== 'object' || node === null) return node;
  const kept: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'additionalProperties' && value === false) || key === 'pattern') continue;
    kept[key] = forWriting(value);
  }
  return nullableType(kept);
}

function nullableType(schema: JsonSchema): JsonSchema {
  const { anyOf, ...rest } = schema;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return schema;
  const nullAt = anyOf.findIndex((branch) => isDeepStrictEqual(branch, { type: 'null' }));
  const other = anyOf[1 - nullAt] as JsonSchema | undefined;
  if (nullAt < 0 || !other || typeof other.type !== 'string' || 'anyOf' in other || 'oneOf' in other) {
    return schema;
  }
  const merged: JsonSchema = { ...rest, ...other, type: [other.type, 'null'] };
  if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
  return merged;
}
