import type { BulkInviteInput, CreateInvitationInput } from '@competencyhub/domain/schemas/invitations';
import {
  BulkInviteResult,
  type INVITATION_STATUSES,
  Invitation,
  InvitationPage,
} from '@competencyhub/domain/schemas/invitations';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

const INVITATIONS_KEY = ['invitations'] as const;

export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The company's invitations, newest first, a page at a time. */
export function useInvitations(status?: InvitationStatus) {
  return useInfiniteQuery({
    queryKey: [...INVITATIONS_KEY, { status }],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '25' });
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/invitations?${params}`, { schema: InvitationPage, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

function useInvitationsMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function useCreateInvitation() {
  return useInvitationsMutation((input: CreateInvitationInput) =>
    apiRequest('/invitations', { method: 'POST', body: input, schema: Invitation }),
  );
}

export function useBulkInvite() {
  return useInvitationsMutation((input: BulkInviteInput) =>
    apiRequest('/invitations/bulk', { method: 'POST', body: input, schema: BulkInviteResult }),
  );
}

export function useRevokeInvitation() {
  return useInvitationsMutation((invitationId: string) =>
    apiRequest(`/invitations/${encodeURIComponent(invitationId)}/revoke`, {
      method: 'POST',
      schema: Invitation,
    }),
  );
}

export function useResendInvitation() {
  return useInvitationsMutation((invitationId: string) =>
    apiRequest(`/invitations/${encodeURIComponent(invitationId)}/resend`, {
      method: 'POST',
      schema: Invitation,
    }),
  );
}
