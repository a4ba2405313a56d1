import {
  AVATAR_CONTENT_TYPES,
  AVATAR_ERRORS,
  AVATAR_MAX_BYTES,
} from '@competencyhub/domain/schemas/my-profile';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { AppError, handleError } from '../../http/errors.ts';
import { type Ctx, type HandlerResult, type RouteAccess, routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';

/**
 * A raw request body (an image, say) as the route receives it. The bytes sit in a private field:
 * the route helper walks a body's enumerable properties looking for NUL characters, and walking
 * two million bytes one by one would be slow for nothing.
 */
export class UploadedBody {
  readonly #bytes: Buffer;
  readonly #contentType: string;

  constructor(bytes: Buffer, contentType: string) {
    this.#bytes = bytes;
    this.#contentType = contentType;
  }

  get bytes(): Buffer {
    return this.#bytes;
  }

  /** The declared media type, lower-case, without parameters. */
  get contentType(): string {
    return this.#contentType;
  }
}

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

interface UploadOptions {
  contentTypes: readonly string[];
  maxBytes: number;
  /** Shown instead of Fastify's generic refusals, which talk about JSON. */
  messages: { tooLarge: string; unsupported: string };
}

/**
 * Lets the routes of one plugin scope (and only those) take raw bodies of these types, up to
 * maxBytes; everywhere else keeps the app-wide 1 MiB JSON limit. Call it inside `app.register`.
 */
export function acceptRawUploads(scope: FastifyInstance, options: UploadOptions): void {
  scope.addContentTypeParser(
    [...options.contentTypes],
    { parseAs: 'buffer', bodyLimit: options.maxBytes },
    (req, body, done) => done(null, new UploadedBody(body as Buffer, mediaType(req.headers['content-type']))),
  );
  scope.setErrorHandler((error: FastifyError | AppError | Error, req, reply) => {
    const status = error instanceof AppError ? null : (error as FastifyError).statusCode;
    if (status === 413) {
      return handleError(new AppError('PAYLOAD_TOO_LARGE', options.messages.tooLarge), req, reply);
    }
    if (status === 415) {
      return handleError(new AppError('UNSUPPORTED_MEDIA_TYPE', options.messages.unsupported), req, reply);
    }
    return handleError(error, req, reply);
  });
}

/**
 * Routes that take an image as the raw request body — PNG, JPEG or WebP, up to 2 MB — declared in a
 * scope of their own, so only they accept image bodies or anything over the app's 1 MiB limit.
 */
export function imageUploadRoutes(
  app: FastifyInstance,
  services: Services,
  declare: (r: ReturnType<typeof routes>) => void,
): void {
  void app.register(async (scope) => {
    acceptRawUploads(scope, {
      contentTypes: AVATAR_CONTENT_TYPES,
      maxBytes: AVATAR_MAX_BYTES,
      messages: { tooLarge: AVATAR_ERRORS.tooLarge, unsupported: AVATAR_ERRORS.unsupported },
    });
    declare(routes(scope, services));
  });
}

/** One image upload route (a profile photo, a logo): PUT with the image as the raw body. */
export function imageUploadRoute<R extends ZodType>(
  app: FastifyInstance,
  services: Services,
  url: string,
  access: Exclude<RouteAccess, 'public'>,
  response: R,
  handler: (ctx: Ctx) => Promise<HandlerResult<R>>,
): void {
  imageUploadRoutes(app, services, (r) => r.put(url, access, { response }, handler));
}
