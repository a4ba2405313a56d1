import {
  CompanyAssetParams,
  CompanyBranding,
  CssPreview,
  CssPreviewInput,
  LogoResult,
  UpdateBrandingInput,
} from '@competencyhub/domain/schemas/branding';
import {
  SiteImages,
  SiteImagesQuery,
  SystemAssetParams,
  SystemImage,
  SystemImageIdParams,
  SystemImageList,
  UpdateSystemImageInput,
  UploadSystemImageQuery,
} from '@competencyhub/domain/schemas/system-images';
import {
  CreateSystemThemeInput,
  SystemTheme,
  SystemThemeList,
  ThemeIdParams,
  UpdateSystemThemeInput,
} from '@competencyhub/domain/schemas/system-themes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { binaryResponse } from '../../http/response.ts';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import type { StoredFile } from '../files/file-store.ts';
import { fileStore } from '../files/routes.ts';
import { imageUploadRoute, imageUploadRoutes } from '../files/upload-body.ts';
import {
  checkedCss,
  customCssOf,
  findLogo,
  getCompanyBranding,
  removeLogo,
  replaceLogo,
  updateCompanyBranding,
} from './branding.ts';
import { PREVIEW_SCOPE } from './custom-css.ts';
import {
  activeSiteImages,
  deleteSystemImage,
  findSystemAsset,
  listSystemImages,
  replaceSystemImage,
  updateSystemImage,
  uploadSystemImage,
} from './system-images.ts';
import {
  activateSystemTheme,
  createSystemTheme,
  deactivateSystemThemes,
  listSystemThemes,
  updateSystemTheme,
} from './system-themes.ts';

const LOGO_FILE = binaryResponse({
  contentTypes: ['image/png', 'image/webp'],
  description:
    "A company's logo, re-encoded when it was uploaded. Public: the address carries the file's version, so it is cached for a year.",
  conditional: false,
});

const SYSTEM_IMAGE_FILE = binaryResponse({
  contentTypes: ['image/png', 'image/webp'],
  description:
    'A system image (logo, favicon, system owner), re-encoded when it was uploaded. Public; every upload or replacement is a new address, so it is cached for a year.',
  conditional: false,
});

const CUSTOM_CSS = binaryResponse({
  contentTypes: ['text/css'],
  description:
    "The company's custom CSS, as reduced by the sanitiser and scoped to the app's container (`@scope`).",
  conditional: false,
});

/** A stored picture, served so that a browser can only ever show it as an image. */
const sendImage = (reply: FastifyReply, file: StoredFile) =>
  reply
    .type(file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('content-length', file.byteSize)
    .send(file.bytes);

/**
 * Branding of the company the viewer acts on (/company-admin, Branding tab): account holders and
 * platform staff ('administer_company'). The logo is public, as the spec's public URL is; the
 * custom CSS is for the company's own members.
 */
export function brandingRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);

  r.get('/api/v1/company/branding', 'administer_company', { response: CompanyBranding }, ({ viewer }) =>
    getCompanyBranding(services, viewer),
  );

  r.put(
    '/api/v1/company/branding',
    'administer_company',
    { body: UpdateBrandingInput, response: CompanyBranding },
    ({ viewer, body, req }) => updateCompanyBranding(services, viewer, body, req),
  );

  r.post(
    '/api/v1/company/branding/css-preview',
    'administer_company',
    { body: CssPreviewInput, response: CssPreview },
    async ({ body }) => {
      const { css, removed } = checkedCss(body.customCss, PREVIEW_SCOPE);
      return { css, removed };
    },
  );

  r.get('/api/v1/system-themes', 'operate_platform', { response: SystemThemeList }, () =>
    listSystemThemes(services.database.db),
  );
  r.post(
    '/api/v1/system-themes',
    'operate_platform',
    { body: CreateSystemThemeInput, response: SystemTheme, status: 201 },
    ({ viewer, body, req }) => createSystemTheme(services, viewer, body, req),
  );
  r.patch(
    '/api/v1/system-themes/:themeId',
    'operate_platform',
    { params: ThemeIdParams, body: UpdateSystemThemeInput, response: SystemTheme },
    ({ viewer, params, body, req }) => updateSystemTheme(services, viewer, params.themeId, body, req),
  );
  r.post(
    '/api/v1/system-themes/:themeId/activate',
    'operate_platform',
    { params: ThemeIdParams, response: SystemTheme },
    ({ viewer, params, req }) => activateSystemTheme(services, viewer, params.themeId, req),
  );
  r.post(
    '/api/v1/system-themes/deactivate-all',
    'operate_platform',
    { response: SystemThemeList },
    ({ viewer, req }) => deactivateSystemThemes(services, viewer, req),
  );

  r.delete('/api/v1/company/logo', 'administer_company', { response: LogoResult }, ({ viewer, req }) =>
    removeLogo(services, viewer, req),
  );

  imageUploadRoute(
    app,
    services,
    '/api/v1/company/logo',
    'administer_company',
    LogoResult,
    ({ viewer, req }) => replaceLogo(services, fileStore, viewer, req.body, req),
  );

  void app.register(async (scope) => {
    // Runs after the app-wide hook that marks every API answer no-store.
    scope.addHook('onSend', async (_req, reply) => {
      if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
    routes(scope, services).publicGet(
      '/api/v1/company-assets/:companyId/:fileName',
      { params: CompanyAssetParams, response: LOGO_FILE },
      async ({ params, reply }) => {
        const file = await findLogo(services, fileStore, params.companyId, params.fileName);
        if (!file) throw notFound('File');
        return sendImage(reply, file);
      },
    );
    routes(scope, services).publicGet(
      '/api/v1/system-assets/:ownerCompanyId/:imageType/:imageFileName',
      { params: SystemAssetParams, response: SYSTEM_IMAGE_FILE },
      async ({ params, reply }) => {
        const file = await findSystemAsset(
          services,
          fileStore,
          params.ownerCompanyId,
          params.imageType,
          params.imageFileName,
        );
        if (!file) throw notFound('File');
        return sendImage(reply, file);
      },
    );
  });

  r.publicGet('/api/v1/site-images', { query: SiteImagesQuery, response: SiteImages }, ({ query }) =>
    activeSiteImages(services, query.imageType),
  );
  r.get('/api/v1/system-images', 'operate_platform', { response: SystemImageList }, () =>
    listSystemImages(services),
  );
  r.patch(
    '/api/v1/system-images/:imageId',
    'operate_platform',
    { params: SystemImageIdParams, body: UpdateSystemImageInput, response: SystemImage },
    ({ viewer, params, body, req }) => updateSystemImage(services, viewer, params.imageId, body, req),
  );
  r.delete(
    '/api/v1/system-images/:imageId',
    'operate_platform',
    { params: SystemImageIdParams, response: SystemImageList },
    ({ viewer, params, req }) => deleteSystemImage(services, fileStore, viewer, params.imageId, req),
  );
  imageUploadRoutes(app, services, (upload) => {
    upload.post(
      '/api/v1/system-images',
      'operate_platform',
      { query: UploadSystemImageQuery, response: SystemImage, status: 201 },
      ({ viewer, query, req }) => uploadSystemImage(services, fileStore, viewer, query, req.body, req),
    );
    upload.put(
      '/api/v1/system-images/:imageId/file',
      'operate_platform',
      { params: SystemImageIdParams, response: SystemImage },
      ({ viewer, params, req }) =>
        replaceSystemImage(services, fileStore, viewer, params.imageId, req.body, req),
    );
  });

  void app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      // Private: the address changes with the CSS (?v=), so the browser may keep it.
      if (reply.statusCode === 200) reply.header('cache-control', 'private, max-age=31536000, immutable');
    });
    routes(scope, services).get(
      '/api/v1/company/custom.css',
      'member',
      { response: CUSTOM_CSS },
      async ({ viewer, reply }) => {
        const css = await customCssOf(services, viewer.tenantId);
        return reply.type('text/css; charset=utf-8').header('x-content-type-options', 'nosniff').send(css);
      },
    );
  });
}
