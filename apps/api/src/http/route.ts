import { blocksApp } from '@competencyhub/domain/account-status';
import { isAdminLevel, isSystemLevel } from '@competencyhub/domain/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodType, z } from 'zod';
import type { Services } from '../services.ts';
import { AppError, forbidden, unauthenticated, validationError } from './errors.ts';
import { nulPath } from './input-guards.ts';
import { loadViewer, type Viewer } from './viewer.ts';

/**
 * Who may call a route:
 * public: anyone; session: any signed-in user, even one waiting for approval;
 * member: an active member of a company; admin: admin-level members; system: system-level users.
 */
export type Access = 'public' | 'session' | 'member' | 'admin' | 'system';

export interface RouteCatalogEntry {
  method: string;
  url: string;
  access: Access;
  schemas?: { params?: ZodType; query?: ZodType; body?: ZodType };
}

interface Schemas<P extends ZodType, Q extends ZodType, B extends ZodType> {
  params?: P;
  query?: Q;
  body?: B;
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
  access: Access,
  schemas: Schemas<ZodType, ZodType, ZodType>,
  run: (ctx: PublicCtx) => Promise<unknown>,
) {
  app.route({
    method,
    url,
    config: { access, schemas },
    handler: async (req, reply) => {
      const viewer = await loadViewer(req, services);
      if (access !== 'public') assertAccess(viewer, access);
      const params = parse(schemas.params, req.params, 'params');
      const query = parse(schemas.query, req.query, 'query');
      const body = parse(schemas.body, req.body, 'body');
      const result = await run({ req, reply, params, query, body, services, viewer });
      if (reply.sent) return reply;
      return result ?? { ok: true };
    },
  });
}

function assertAccess(viewer: Viewer | null, access: Access): asserts viewer is Viewer {
  if (!viewer) throw unauthenticated();
  if (access === 'session') return;
  if (blocksApp(viewer.status)) {
    throw new AppError('ACCOUNT_PENDING', 'Your account is awaiting administrator approval.');
  }
  if (access === 'admin' && !isAdminLevel(viewer.role)) throw forbidden();
  if (access === 'system' && !isSystemLevel(viewer.role)) throw forbidden();
}

/** Declares the routes of one module; every route goes through validation and the access check. */
export function routes(app: FastifyInstance, services: Services) {
  const define =
    (method: Method) =>
    <P extends ZodType, Q extends ZodType, B extends ZodType>(
      url: string,
      access: Exclude<Access, 'public'>,
      schemas: Schemas<P, Q, B>,
      handler: (ctx: Ctx<P, Q, B>) => Promise<unknown>,
    ) =>
      register(app, services, method, url, access, schemas, (ctx) => handler(ctx as Ctx<P, Q, B>));
  const definePublic =
    (method: Method) =>
    <P extends ZodType, Q extends ZodType, B extends ZodType>(
      url: string,
      schemas: Schemas<P, Q, B>,
      handler: (ctx: PublicCtx<P, Q, B>) => Promise<unknown>,
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
