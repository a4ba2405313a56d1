import { Ok } from '@competencyhub/domain/schemas/common';
import {
  PageTooltips,
  PageTooltipsQuery,
  Tooltip,
  TooltipInput,
  TooltipList,
  TooltipListQuery,
  TooltipParams,
  TooltipSightings,
  TooltipSightingsResult,
} from '@competencyhub/domain/schemas/tooltips';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { listTooltips, pageTooltips } from './read-tooltips.ts';
import { recordSightings } from './record-sightings.ts';
import { createTooltip, deleteTooltip, updateTooltip } from './write-tooltips.ts';

/**
 * Tooltips (issue 24): every signed-in member reads the page they are on and reports what it found;
 * platform staff list, create, change and delete them (System Admin > Tooltips).
 */
export function tooltipRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.get('/api/v1/tooltips', 'member', { query: PageTooltipsQuery, response: PageTooltips }, ({ query }) =>
    pageTooltips(services, query.page),
  );
  r.post(
    '/api/v1/tooltips/sightings',
    'member',
    { body: TooltipSightings, response: TooltipSightingsResult },
    ({ body }) => recordSightings(services, body),
  );
  r.get(
    '/api/v1/platform/tooltips',
    'operate_platform',
    { query: TooltipListQuery, response: TooltipList },
    ({ query }) => listTooltips(services, query),
  );
  r.post(
    '/api/v1/platform/tooltips',
    'operate_platform',
    { body: TooltipInput, response: Tooltip, status: 201 },
    ({ viewer, body, req }) => createTooltip(services, viewer, body, req),
  );
  r.patch(
    '/api/v1/platform/tooltips/:tooltipId',
    'operate_platform',
    { params: TooltipParams, body: TooltipInput.partial(), response: Tooltip },
    ({ viewer, params, body, req }) => updateTooltip(services, viewer, params.tooltipId, body, req),
  );
  r.delete(
    '/api/v1/platform/tooltips/:tooltipId',
    'operate_platform',
    { params: TooltipParams, response: Ok },
    ({ viewer, params, req }) => deleteTooltip(services, viewer, params.tooltipId, req),
  );
}
