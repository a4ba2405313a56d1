import { z } from 'zod';

/**
 * GET /api/docs: the OpenAPI 3.1 document. The operations and schemas under `paths` and
 * `components` are JSON Schema generated from the zod schemas of the routes, so they are free-form
 * here; the top level is fixed.
 */
export const OpenApiDocument = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  servers: z.array(z.object({ url: z.string() })),
  components: z.record(z.string(), z.record(z.string(), z.unknown())),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;
