import { Ok } from '@competencyhub/domain/schemas/common';
import {
  type ArchiveInput,
  Location,
  LocationPage,
  type LocationUpdate,
  MoveResult,
  type NewLocation,
  type NewOrgUnit,
  type NewPosition,
  type OrgHierarchy,
  OrgUnit,
  OrgUnitPage,
  type OrgUnitUpdate,
  Position,
  PositionPage,
  type PositionStatus,
  type PositionUpdate,
  ScheduledMoveList,
  UnitTwins,
} from '@competencyhub/domain/schemas/organisation';
import { ProfilePage } from '@competencyhub/domain/schemas/profiles';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { LOCATIONS_KEY, UNITS_KEY } from '../../lib/organisation-queries.ts';

/** The Organisation tab's reads and writes: units of both trees, locations, and people for heads. */

/** One level of a tree (parentId null: its roots), page by page. */
export function useUnitLevel(
  hierarchy: OrgHierarchy,
  parentId: string | null,
  includeArchived: boolean,
  /** A preview of the level on that day, with the moves scheduled until then. */
  asOf: string | null = null,
) {
  return useInfiniteQuery({
    queryKey: [...UNITS_KEY, hierarchy, 'level', parentId, includeArchived, asOf],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ hierarchy, limit: '50', includeArchived: String(includeArchived) });
      if (parentId) query.set('parentId', parentId);
      if (asOf) query.set('asOf', asOf);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/organisation/units?${query}`, { schema: OrgUnitPage, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export type UnitChange =
  | { kind: 'create'; input: NewOrgUnit }
  | { kind: 'update'; id: string; input: OrgUnitUpdate }
  | { kind: 'archive'; id: string; input: ArchiveInput };

export function useUnitChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UnitChange) => {
      switch (change.kind) {
        case 'create':
          return apiRequest('/organisation/units', { method: 'POST', body: change.input, schema: OrgUnit });
        case 'update':
          return apiRequest(`/organisation/units/${change.id}`, {
            method: 'PATCH',
            body: change.input,
            schema: OrgUnit,
          });
        case 'archive':
          return apiRequest(`/organisation/units/${change.id}/archive`, {
            method: 'POST',
            body: change.input,
            schema: OrgUnit,
          });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNITS_KEY }),
  });
}

/** Moves a unit now, or keeps the move for a later day (the answer says which). */
export function useMoveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: { id: string; parentId: string | null; effectiveOn?: string }) =>
      apiRequest(`/organisation/units/${move.id}/move`, {
        method: 'POST',
        body: { parentId: move.parentId, ...(move.effectiveOn ? { effectiveOn: move.effectiveOn } : {}) },
        schema: MoveResult,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: UNITS_KEY });
      void queryClient.invalidateQueries({ queryKey: MOVES_KEY });
    },
  });
}

export function useLocations(q: string, includeArchived: boolean) {
  return useInfiniteQuery({
    queryKey: [...LOCATIONS_KEY, q, includeArchived],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '50', includeArchived: String(includeArchived) });
      if (q) query.set('q', q);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/organisation/locations?${query}`, { schema: LocationPage, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export type LocationChange =
  | { kind: 'create'; input: NewLocation }
  | { kind: 'update'; id: string; input: LocationUpdate }
  | { kind: 'archive'; id: string; input: ArchiveInput };

export function useLocationChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LocationChange) => {
      switch (change.kind) {
        case 'create':
          return apiRequest('/organisation/locations', {
            method: 'POST',
            body: change.input,
            schema: Location,
          });
        case 'update':
          return apiRequest(`/organisation/locations/${change.id}`, {
            method: 'PATCH',
            body: change.input,
            schema: Location,
          });
        case 'archive':
          return apiRequest(`/organisation/locations/${change.id}/archive`, {
            method: 'POST',
            body: change.input,
            schema: Location,
          });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
}

/** Active people of the company by name or e-mail, for a unit's head. */
export function usePeopleSearch(q: string) {
  return useQuery({
    queryKey: ['organisation', 'people', q],
    enabled: q.length > 0,
    queryFn: ({ signal }) =>
      apiRequest(`/profiles?${new URLSearchParams({ q, status: 'active', limit: '8' })}`, {
        schema: ProfilePage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const TWINS_KEY = ['organisation', 'unit-twins'] as const;

/** Units whose names look like one typed two ways (made from free text), for the account holder to settle. */
export function useUnitTwins(enabled: boolean) {
  return useQuery({
    queryKey: TWINS_KEY,
    enabled,
    queryFn: ({ signal }) => apiRequest('/organisation/unit-twins', { schema: UnitTwins, signal }),
  });
}

export type TwinDecision =
  | { kind: 'merge'; id: string; intoId: string }
  | { kind: 'keep-apart'; firstId: string; secondId: string };

export function useTwinDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TwinDecision): Promise<unknown> =>
      decision.kind === 'merge'
        ? apiRequest(`/organisation/units/${decision.id}/merge`, {
            method: 'POST',
            body: { intoId: decision.intoId },
            schema: OrgUnit,
          })
        : apiRequest('/organisation/unit-twins/keep-apart', {
            method: 'POST',
            body: { firstId: decision.firstId, secondId: decision.secondId },
            schema: Ok,
          }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TWINS_KEY });
      void queryClient.invalidateQueries({ queryKey: UNITS_KEY });
    },
  });
}

const POSITIONS_KEY = ['organisation', 'positions'] as const;

export interface PositionFilters {
  q: string;
  status: PositionStatus | '';
  criticalOnly: boolean;
}

export function usePositions(filters: PositionFilters) {
  return useInfiniteQuery({
    queryKey: [...POSITIONS_KEY, filters],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '50' });
      if (filters.q) query.set('q', filters.q);
      if (filters.status) query.set('status', filters.status);
      if (filters.criticalOnly) query.set('critical', 'true');
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/organisation/positions?${query}`, { schema: PositionPage, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Positions a seat may report to (the first 100 by job profile; a search narrows them). */
export function usePositionChoices(q: string) {
  return useQuery({
    queryKey: [...POSITIONS_KEY, 'choices', q],
    queryFn: ({ signal }) =>
      apiRequest(`/organisation/positions?${new URLSearchParams({ limit: '100', ...(q ? { q } : {}) })}`, {
        schema: PositionPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type PositionChange =
  | { kind: 'create'; input: NewPosition }
  | { kind: 'update'; id: string; input: PositionUpdate };

export function usePositionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PositionChange) =>
      change.kind === 'create'
        ? apiRequest('/organisation/positions', { method: 'POST', body: change.input, schema: Position })
        : apiRequest(`/organisation/positions/${change.id}`, {
            method: 'PATCH',
            body: change.input,
            schema: Position,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSITIONS_KEY }),
  });
}

const MOVES_KEY = ['organisation', 'scheduled-moves'] as const;

/** Moves dated in the future, and those settled in the last 30 days. */
export function useScheduledMoves(enabled: boolean) {
  return useQuery({
    queryKey: MOVES_KEY,
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('/organisation/scheduled-moves', { schema: ScheduledMoveList, signal }),
  });
}

export function useCancelMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moveId: string) =>
      apiRequest(`/organisation/scheduled-moves/${moveId}`, { method: 'DELETE', schema: Ok }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MOVES_KEY }),
  });
}
