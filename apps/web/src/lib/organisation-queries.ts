import {
  type EndSecondaryAssignment,
  JobHistory,
  LocationPage,
  type OrgHierarchy,
  OrgUnitPage,
  PositionPage,
  type RecordJobChange,
  type SecondaryAssignmentInput,
} from '@competencyhub/domain/schemas/organisation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { PROFILES_KEY } from './competency-queries.ts';

/**
 * The organisation's reads several pages share (the Organisation tab, User Management, a person's
 * profile): finding units and locations, a person's job history, and recording a job change.
 */

export const UNITS_KEY = ['organisation', 'units'] as const;
export const LOCATIONS_KEY = ['organisation', 'locations'] as const;
const historyKey = (personId: string) => ['organisation', 'job-history', personId] as const;

/** Units of a tree whose name, code or external id holds `q` (each with its path). */
export function useUnitSearch(hierarchy: OrgHierarchy, q: string, includeArchived = false) {
  return useQuery({
    queryKey: [...UNITS_KEY, hierarchy, 'search', q, includeArchived],
    enabled: q.length > 0,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        hierarchy,
        q,
        limit: '30',
        includeArchived: String(includeArchived),
      });
      return apiRequest(`/organisation/units?${query}`, { schema: OrgUnitPage, signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** The first 100 active locations by name (a company has tens, not thousands). */
export function useLocationChoices() {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'choices'],
    queryFn: ({ signal }) =>
      apiRequest('/organisation/locations?limit=100', { schema: LocationPage, signal }),
  });
}

export function useJobHistory(personId: string) {
  return useQuery({
    queryKey: historyKey(personId),
    queryFn: ({ signal }) =>
      apiRequest(`/organisation/people/${personId}/job-history`, { schema: JobHistory, signal }),
  });
}

/** Records a job change; the history and the people list (whose job, unit and manager may change) are read again. */
export function useRecordJobChange(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordJobChange) =>
      apiRequest(`/organisation/people/${personId}/job-changes`, {
        method: 'POST',
        body: input,
        schema: JobHistory,
      }),
    onSuccess: (history) => {
      queryClient.setQueryData(historyKey(personId), history);
      void queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
    },
  });
}

/** Adding a secondary assignment to a person, or ending one: both answer the person's history. */
export function useSecondaryAssignment(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'add'; input: SecondaryAssignmentInput }
        | { kind: 'end'; assignmentId: string; input: EndSecondaryAssignment },
    ) =>
      apiRequest(
        change.kind === 'add'
          ? `/organisation/people/${personId}/secondary-assignments`
          : `/organisation/people/${personId}/secondary-assignments/${change.assignmentId}/end`,
        { method: 'POST', body: change.input, schema: JobHistory },
      ),
    onSuccess: (history) => queryClient.setQueryData(historyKey(personId), history),
  });
}

/** Vacant positions a person may take (account holders and platform staff see positions). */
export function useVacantPositions(enabled: boolean) {
  return useQuery({
    queryKey: ['organisation', 'positions', 'vacant-choices'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('/organisation/positions?status=vacant&limit=100', { schema: PositionPage, signal }),
  });
}
