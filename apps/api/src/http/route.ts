import { blocksApp } from '@competencyhub/domain/account-status';
import { hasPermission, PERMISSION_REFUSALS, type Permission } from '@competencyhub/domain/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodType, z } from 'zod';
import { assertWritable } from '../modules/subscriptions/access.ts';
import { assertFeature, ROUTE_FEATURES } from '../modules/subscriptions/features.ts';
import type { Services } from '../services.ts';
import { AppError, forbidden, unauthenticated, validationError } from './errors.ts';
import { nulPath } from './input-guards.ts';
import { type ResponseSpec, type SuccessStatus, shapeResponse } from './response.ts';
import { assertSecondFactorInPlace } from './second-factor-gate.ts';
import { loadViewer, type Viewer } from './viewer.ts';

/**
 * Who may call a route: 'public' anyone; 'session' any signed-in user, even one waiting for
 * approval; a Permission of the domain's map: an approved member whose role has it.
 */
export type RouteAccess = 'public' | 'session' | Permission;

export interface RouteSchemas<
  P extends ZodType = ZodType,
  Q extends ZodType = ZodType,
  B extends ZodType = ZodType,
  R extends ResponseSpec = ResponseSpec,
> {
  params?: P;
  query?: Q;
  body?: B;
  /** Required: every answer is parsed through it, so a field it does not list never leaves. */
  response: R;
  /** The success status (200 unless said); errors are problem+json whatever it is. */
  status?: SuccessStatus;
}

/** A route declared through this helper, with everything OpenAPI and the route walker need. */
export interface RouteCatalogEntry {
  method: string;
  url: string;
  access: RouteAccess;
  schemas: RouteSchemas;
}

/** Any route Fastify knows, however it was registered (HEAD twins and static files too). */
export interface RouteTableEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes declared through `routes()`; GET /api/docs and the route walker read it. */
    routeCatalog: RouteCatalogEntry[];
    /** Every route registered, so a test can prove none escaped the catalogue. */
    routeTable: RouteTableEntry[];
  }
}

/**
 * Collects every route as it is registered (call before any route is added). The catalogue
 * holds the declared ones; the table holds all of them, so a route added with a plain app.get
 * shows up as missing from the catalogue instead of going unnoticed.
 */
export function collectRoutes(app: FastifyInstance): void {
  const catalog: RouteCatalogEntry[] = [];
  const table: RouteTableEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const declared = route.config as Partial<Pick<RouteCatalogEntry, 'access' | 'schemas'>> | undefined;
    for (const method of [route.method].flat()) {
      table.push({ method, url: route.url });
      // Fastify adds a HEAD twin of each GET, run by the same handler and the same checks.
      if (declared?.access && declared.schemas && method !== 'HEAD') {
        catalog.push({ method, url: route.url, access: declared.access, schemas: declared.schemas });
      }
    }
  });
}

interface BaseContext<P extends ZodType, Q extends ZodType, B extends ZodType> {
  req: FastifyRequest;
  reply: FastifyReply;
  params: z.infer<P>;
  query: z.infer<Q>;
  body: z.infer<B>;
  services: Services;
}

export interface Ctx<P extends ZodType = ZodType, Q extends ZodType = ZodType, B extends ZodType = ZodType>
  extends BaseContext<P, Q, B> {
  viewer: Viewer;
}

export interface PublicCtx<
  P extends ZodType = ZodType,
  Q extends ZodType = ZodType,
  B extends ZodType = ZodType,
> extends BaseContext<P, Q, B> {
  viewer: Viewer | null;
}

/**
 * What a handler returns: the input of its response schema (checked at compile time, parsed at
 * run time), or for a binary response the reply it has sent.
 */
export type HandlerResult<R extends ResponseSpec> = R extends ZodType ? z.input<R> : FastifyReply;

type Method = Extract<HTTPMethods, 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'>;

/**
 * Validates one part of the request. NUL characters are looked for in what the schema let through,
 * so an error names only fields the schema knows, never a key the client made up.
 */
function parse<T extends ZodType | undefined>(schema: T, value: unknown, where: 'body' | 'query' | 'params') {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error, where);
  const nul = nulPath(result.data);
  if (nul) {
    throw new AppError('VALIDATION_FAILED', 'Some fields need attention', {
      errors: { [nul.join('.') || where]: ['Contains a character that is not allowed'] },
    });
  }
  return result.data;
}

function register(
  app: FastifyInstance,
  services: Services,
  method: Method,
  url: string,
  access: RouteAccess,
  schemas: RouteSchemas,
  run: (ctx: PublicCtx) => Promise<unknown>,
) {
  const routeName = `${method} ${url}`;
  app.route({
    method,
    url,
    config: { access, schemas },
    handler: async (req, reply) => {
      const viewer = await loadViewer(req, services, reply);
      if (access !== 'public') assertAccess(viewer, access);
      // Past the grace period of the company's two-step rule, only enrolment answers (decision 0075).
      if (viewer && access !== 'public') assertSecondFactorInPlace(viewer.secondFactor, url);
      // A company whose trial or cancelled subscription has run out can read, not change (issue 11).
      // Platform routes change the platform's data, never a company's.
      if (
        viewer &&
        access !== 'public' &&
        access !== 'session' &&
        access !== 'operate_platform' &&
        method !== 'GET'
      ) {
        await assertWritable(services.database.db, viewer.tenantId, url);
      }
      // Features its plan lacks are refused, whatever the screen offers (issue 11).
      const feature = ROUTE_FEATURES[routeName];
      if (viewer && feature) await assertFeature(services.database.db, viewer, feature);
      const params = parse(schemas.params, req.params, 'params');
      const query = parse(schemas.query, req.query, 'query');
      const body = parse(schemas.body, req.body, 'body');
      const result = await run({ req, reply, params, query, body, services, viewer });
      return shapeResponse(routeName, schemas, result, reply, services.checkResponses);
    },
  });
}

/** Refuses before any handler runs: no session 401, pending or refused role 403. */
function assertAccess(
  viewer: Viewer | null,
  access: Exclude<RouteAccess, 'public'>,
): asserts viewer is Viewer {
  if (!viewer) throw unauthenticated();
  if (access === 'session') return;
  if (blocksApp(viewer.status)) {
    throw new AppError('ACCOUNT_PENDING', 'Your account is awaiting administrator approval.');
  }
  if (!hasPermission(viewer.role, access)) throw forbidden(PERMISSION_REFUSALS[access]);
}

/** Declares the routes of one module; every route goes through validation, access and its response schema. */
export function routes(app: FastifyInstance, services: Services) {
  const define =
    (method: Method) =>
    <P extends ZodType, Q extends ZodType, B extends ZodType, R extends ResponseSpec>(
      url: string,
      access: Exclude<RouteAccess, 'public'>,
      schemas: RouteSchemas<P, Q, B, R>,
      handler: (ctx: Ctx<P, Q, B>) => Promise<HandlerResult<R>>,
    ) =>
      register(app, services, method, url, access, schemas, (ctx) => handler(ctx as Ctx<P, Q, B>));
  const definePublic =
    (method: Method) =>
    <P extends ZodType, Q extends ZodType, B extends ZodType, R extends ResponseSpec>(
      url: string,
      schemas: RouteSchemas<P, Q, B, R>,
      handler: (ctx: PublicCtx<P, Q, B>) => Promise<HandlerResult<R>>,
    ) =>
      register(app, services, method, url, 'public', schemas, (ctx) => handler(ctx as PublicCtx<P, Q, B>));
  return {
    get: define('GET'),
    post: define('POST'),
    patch: define('PATCH'),
    put: define('PUT'),
    delete: define('DELETE'),
    publicGet: definePublic('GET'),
    publicPost: definePublic('POST'),
  };
}
