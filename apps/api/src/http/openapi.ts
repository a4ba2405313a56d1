import { rolesWith } from '@competencyhub/domain/permissions';
import { OpenApiDocument } from '@competencyhub/domain/schemas/api-docs';
import { Problem } from '@competencyhub/domain/schemas/common';
import type { FastifyInstance } from 'fastify';
import { type ZodType, z } from 'zod';
import type { Services } from '../services.ts';
import { isBinaryResponse } from './response.ts';
import { type RouteAccess, type RouteCatalogEntry, type RouteSchemas, routes } from './route.ts';

function accessText(access: RouteAccess): string {
  if (access === 'public') return 'No session needed.';
  if (access === 'session') return 'Any signed-in user, including one waiting for approval.';
  return `Permission \`${access}\`: an approved member whose role is ${rolesWith(access).join(', ')}.`;
}

/** JSON Schema of a zod schema: what a request may send (input) or what a response holds (output). */
function jsonSchema(schema: ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const PROBLEM = { $ref: '#/components/schemas/Problem' };
const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: PROBLEM } },
});

function successResponses(schemas: RouteSchemas): Record<string, unknown> {
  const spec = schemas.response;
  if (isBinaryResponse(spec)) {
    const binary = { type: 'string', format: 'binary' };
    return {
      200: {
        description: spec.description,
        content: Object.fromEntries(spec.contentTypes.map((type) => [type, { schema: binary }])),
      },
      ...(spec.conditional
        ? { 304: { description: 'Not Modified: the ETag sent in If-None-Match is current.' } }
        : {}),
    };
  }
  const status = schemas.status ?? 200;
  return {
    [status]: {
      description: status === 201 ? 'Created' : 'OK',
      content: { 'application/json': { schema: jsonSchema(spec, 'output') } },
    },
  };
}

/** The refusals every route of this kind can answer, besides its own (409, 422, 429…) under default. */
function errorResponses(route: RouteCatalogEntry): Record<string, unknown> {
  const { schemas, access } = route;
  const errors: Record<string, unknown> = {};
  if (schemas.params || schemas.query || schemas.body) errors[400] = problem('The request is not valid.');
  if (access !== 'public') errors[401] = problem('No session.');
  if (access !== 'public' && access !== 'session') {
    errors[403] = problem('The account waits for approval, or its role lacks the permission.');
  }
  if (schemas.params) errors[404] = problem('No such id, or it belongs to another company.');
  errors.default = problem('Any other error: application/problem+json.');
  return errors;
}

/** The OpenAPI document, generated from the same zod schemas the routes validate and answer with. */
export function openApiDocument(catalog: RouteCatalogEntry[], baseUrl: string): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of catalog) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const parameters: unknown[] = [];
    const params = route.schemas.params ? jsonSchema(route.schemas.params, 'input') : null;
    for (const [name, schema] of Object.entries((params?.properties ?? {}) as Record<string, unknown>)) {
      parameters.push({ name, in: 'path', required: true, schema });
    }
    const query = route.schemas.query ? jsonSchema(route.schemas.query, 'input') : null;
    const requiredQuery = new Set((query?.required ?? []) as string[]);
    for (const [name, schema] of Object.entries((query?.properties ?? {}) as Record<string, unknown>)) {
      parameters.push({ name, in: 'query', required: requiredQuery.has(name), schema });
    }
    const operation: Record<string, unknown> = {
      description: accessText(route.access),
      parameters,
      responses: { ...successResponses(route.schemas), ...errorResponses(route) },
    };
    if (route.access !== 'public') operation.security = [{ session: [] }];
    if (route.access !== 'public' && route.access !== 'session') operation['x-permission'] = route.access;
    if (route.schemas.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(route.schemas.body, 'input') } },
      };
    }
    paths[path] ??= {};
    const item = paths[path];
    if (item) item[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'CompetencyHub API', version: '1' },
    servers: [{ url: baseUrl }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
      schemas: { Problem: jsonSchema(Problem, 'output') },
    },
    paths,
  };
}

/** GET /api/docs: declared like every other route, so the walker and the document include it. */
export function apiDocsRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.publicGet('/api/docs', { response: OpenApiDocument }, async () =>
    openApiDocument(app.routeCatalog, services.config.baseUrl),
  );
}
