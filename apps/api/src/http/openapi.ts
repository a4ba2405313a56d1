import { type ZodType, z } from 'zod';
import type { RouteCatalogEntry } from './route.ts';

const ACCESS_TEXT: Record<RouteCatalogEntry['access'], string> = {
  public: 'No session needed.',
  session: 'Any signed-in user, including one waiting for approval.',
  member: 'An active member of a company.',
  admin: 'Admin-level: account_holder, company_it_admin, system_admin, system_owner.',
  system: 'System-level: system_admin, system_owner.',
};

function jsonSchema(schema: ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export function openApiDocument(catalog: RouteCatalogEntry[], baseUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of catalog) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const parameters: unknown[] = [];
    const params = route.schemas?.params ? jsonSchema(route.schemas.params) : null;
    for (const [name, schema] of Object.entries((params?.properties ?? {}) as Record<string, unknown>)) {
      parameters.push({ name, in: 'path', required: true, schema });
    }
    const query = route.schemas?.query ? jsonSchema(route.schemas.query) : null;
    const requiredQuery = new Set((query?.required ?? []) as string[]);
    for (const [name, schema] of Object.entries((query?.properties ?? {}) as Record<string, unknown>)) {
      parameters.push({ name, in: 'query', required: requiredQuery.has(name), schema });
    }
    paths[path] ??= {};
    const operation: Record<string, unknown> = {
      description: ACCESS_TEXT[route.access],
      parameters,
      responses: {
        default: {
          description: 'application/problem+json on error',
          content: { 'application/problem+json': {} },
        },
      },
    };
    if (route.access !== 'public') operation.security = [{ session: [] }];
    if (route.schemas?.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(route.schemas.body) } },
      };
    }
    const item = paths[path];
    if (item) item[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'CompetencyHub API', version: '1' },
    servers: [{ url: baseUrl }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
    },
    paths,
  };
}
