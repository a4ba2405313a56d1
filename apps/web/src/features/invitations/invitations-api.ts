import { Ok } from '@competencyhub/domain/schemas/common';
import type { AcceptInvitationInput, CreateInvitationInput } from '@competencyhub/domain/schemas/invitations';
import { Invitation, InvitationList, InvitationPreview } from '@competencyhub/domain/schemas/invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../lib/api-client.ts';

const INVITATIONS_KEY = ['invitations'] as const;

/** A 4xx will not get better by asking again; anything else is retried once. */
function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The public side of an invitation is addressed by the secret token from the e-mail link, never by
 * the invitation's id (the id is what admins use to revoke it).
 */
function tokenPath(token: string): string {
  return `/invitation-tokens/${encodeURIComponent(token)}`;
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: ({ signal }) => apiRequest(tokenPath(token), { schema: InvitationPreview, signal }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      apiRequest(`${tokenPath(token)}/accept`, { method: 'POST', body: input, schema: Ok }),
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: ({ signal }) => apiRequest('/invitations', { schema: InvitationList, signal }),
  });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) =>
      apiRequest('/invitations', { method: 'POST', body: input, schema: Invitation }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest(`/invitations/${encodeURIComponent(invitationId)}/revoke`, {
        method: 'POST',
        schema: Invitation,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
