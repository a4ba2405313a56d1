import { Ok } from '@competencyhub/domain/schemas/common';
import type { AcceptInvitationInput } from '@competencyhub/domain/schemas/invitations';
import { InvitationPreview } from '@competencyhub/domain/schemas/invitations';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../lib/api-client.ts';

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
