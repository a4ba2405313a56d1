import { Ok } from '@competencyhub/domain/schemas/common';
import {
  ArchiveInput,
  AssignmentParams,
  EndSecondaryAssignment,
  JobHistory,
  KeepUnitsApart,
  ListLocationsQuery,
  ListPositionsQuery,
  ListUnitsQuery,
  Location,
  LocationPage,
  LocationParams,
  LocationUpdate,
  MergeOrgUnit,
  MoveOrgUnit,
  MoveResult,
  NewLocation,
  NewOrgUnit,
  NewPosition,
  OrgUnit,
  OrgUnitPage,
  OrgUnitParams,
  OrgUnitUpdate,
  PersonParams,
  Position,
  PositionPage,
  PositionParams,
  PositionUpdate,
  RecordJobChange,
  ScheduledMoveList,
  ScheduledMoveParams,
  SecondaryAssignmentInput,
  UnitTwins,
} from '@competencyhub/domain/schemas/organisation';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { archiveUnit, createUnit, moveUnit, updateUnit } from './change-unit.ts';
import { hrisImportRoutes } from './hris-routes.ts';
import { jobHistory, recordJobChange } from './job-changes.ts';
import { listUnits, unitDetail } from './list-units.ts';
import { archiveLocation, createLocation, listLocations, updateLocation } from './locations.ts';
import { createPosition, listPositions, updatePosition } from './positions.ts';
import { cancelScheduledMove, listScheduledMoves } from './scheduled-moves.ts';
import { addSecondaryAssignment, endSecondaryAssignment } from './secondary-assignments.ts';
import { keepUnitsApart, mergeUnit, unitTwins } from './unit-twins.ts';

/**
 * The organisation (issue 23): any member reads the company's units and locations (pickers and
 * filters need them); account holders and platform staff change them on Company Administration's
 * Organisation tab.
 */
export function organisationRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  hrisImportRoutes(app, services);
  r.get(
    '/api/v1/organisation/units',
    'member',
    { query: ListUnitsQuery, response: OrgUnitPage },
    ({ viewer, query }) => listUnits(services, viewer, query),
  );
  r.get(
    '/api/v1/organisation/units/:unitId',
    'member',
    { params: OrgUnitParams, response: OrgUnit },
    ({ viewer, params }) => unitDetail(services, viewer, params.unitId),
  );
  r.post(
    '/api/v1/organisation/units',
    'manage_organisation',
    { body: NewOrgUnit, response: OrgUnit, status: 201 },
    ({ viewer, body, req }) => createUnit(services, viewer, body, req),
  );
  r.patch(
    '/api/v1/organisation/units/:unitId',
    'manage_organisation',
    { params: OrgUnitParams, body: OrgUnitUpdate, response: OrgUnit },
    ({ viewer, params, body, req }) => updateUnit(services, viewer, params.unitId, body, req),
  );
  r.post(
    '/api/v1/organisation/units/:unitId/move',
    'manage_organisation',
    { params: OrgUnitParams, body: MoveOrgUnit, response: MoveResult },
    ({ viewer, params, body, req }) => moveUnit(services, viewer, params.unitId, body, req),
  );
  r.post(
    '/api/v1/organisation/units/:unitId/archive',
    'manage_organisation',
    { params: OrgUnitParams, body: ArchiveInput, response: OrgUnit },
    ({ viewer, params, body, req }) => archiveUnit(services, viewer, params.unitId, body, req),
  );
  r.get(
    '/api/v1/organisation/locations',
    'member',
    { query: ListLocationsQuery, response: LocationPage },
    ({ viewer, query }) => listLocations(services, viewer, query),
  );
  r.post(
    '/api/v1/organisation/locations',
    'manage_organisation',
    { body: NewLocation, response: Location, status: 201 },
    ({ viewer, body, req }) => createLocation(services, viewer, body, req),
  );
  r.patch(
    '/api/v1/organisation/locations/:locationId',
    'manage_organisation',
    { params: LocationParams, body: LocationUpdate, response: Location },
    ({ viewer, params, body, req }) => updateLocation(services, viewer, params.locationId, body, req),
  );
  r.post(
    '/api/v1/organisation/locations/:locationId/archive',
    'manage_organisation',
    { params: LocationParams, body: ArchiveInput, response: Location },
    ({ viewer, params, body, req }) => archiveLocation(services, viewer, params.locationId, body, req),
  );
  r.get(
    '/api/v1/organisation/people/:personId/job-history',
    'member',
    { params: PersonParams, response: JobHistory },
    ({ viewer, params }) => jobHistory(services, viewer, params.personId),
  );
  r.post(
    '/api/v1/organisation/people/:personId/job-changes',
    'manage_people',
    { params: PersonParams, body: RecordJobChange, response: JobHistory, status: 201 },
    ({ viewer, params, body, req }) => recordJobChange(services, viewer, params.personId, body, req),
  );
  r.post(
    '/api/v1/organisation/people/:personId/secondary-assignments',
    'manage_people',
    { params: PersonParams, body: SecondaryAssignmentInput, response: JobHistory, status: 201 },
    ({ viewer, params, body, req }) => addSecondaryAssignment(services, viewer, params.personId, body, req),
  );
  r.post(
    '/api/v1/organisation/people/:personId/secondary-assignments/:assignmentId/end',
    'manage_people',
    { params: AssignmentParams, body: EndSecondaryAssignment, response: JobHistory },
    ({ viewer, params, body, req }) =>
      endSecondaryAssignment(services, viewer, params.personId, params.assignmentId, body, req),
  );
  r.get('/api/v1/organisation/unit-twins', 'manage_organisation', { response: UnitTwins }, ({ viewer }) =>
    unitTwins(services, viewer),
  );
  r.post(
    '/api/v1/organisation/unit-twins/keep-apart',
    'manage_organisation',
    { body: KeepUnitsApart, response: Ok },
    ({ viewer, body, req }) => keepUnitsApart(services, viewer, body, req),
  );
  r.post(
    '/api/v1/organisation/units/:unitId/merge',
    'manage_organisation',
    { params: OrgUnitParams, body: MergeOrgUnit, response: OrgUnit },
    ({ viewer, params, body, req }) => mergeUnit(services, viewer, params.unitId, body, req),
  );
  r.get(
    '/api/v1/organisation/positions',
    'manage_organisation',
    { query: ListPositionsQuery, response: PositionPage },
    ({ viewer, query }) => listPositions(services, viewer, query),
  );
  r.post(
    '/api/v1/organisation/positions',
    'manage_organisation',
    { body: NewPosition, response: Position, status: 201 },
    ({ viewer, body, req }) => createPosition(services, viewer, body, req),
  );
  r.patch(
    '/api/v1/organisation/positions/:positionId',
    'manage_organisation',
    { params: PositionParams, body: PositionUpdate, response: Position },
    ({ viewer, params, body, req }) => updatePosition(services, viewer, params.positionId, body, req),
  );
  r.get(
    '/api/v1/organisation/scheduled-moves',
    'manage_organisation',
    { response: ScheduledMoveList },
    ({ viewer }) => listScheduledMoves(services, viewer),
  );
  r.delete(
    '/api/v1/organisation/scheduled-moves/:moveId',
    'manage_organisation',
    { params: ScheduledMoveParams, response: Ok },
    ({ viewer, params, req }) => cancelScheduledMove(services, viewer, params.moveId, req),
  );
}
