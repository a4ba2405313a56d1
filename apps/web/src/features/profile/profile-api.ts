import { Ok } from '@competencyhub/domain/schemas/common';
import {
  AvatarResult,
  MyProfile,
  MySessionList,
  RevokeOtherSessionsResult,
  type UpdateMyProfileInput,
} from '@competencyhub/domain/schemas/my-profile';
import { Profile } from '@competencyhub/domain/schemas/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../lib/session.ts';

const MY_PROFILE_KEY = ['my-profile'] as const;
const MY_SESSIONS_KEY = ['my-sessions'] as const;

export function useMyProfile() {
  return useQuery({
    queryKey: MY_PROFILE_KEY,
    queryFn: ({ signal }) => apiRequest('/me/profile', { schema: MyProfile, signal }),
  });
}

/** After a change to the profile, the header (['me']) and this page show it at once. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
    ]);
}

export function useUpdateMyProfile() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (input: UpdateMyProfileInput) =>
      apiRequest('/me/profile', { method: 'PATCH', body: input, schema: Profile }),
    onSuccess: refresh,
  });
}

/** The photo goes as the raw body with its own type; apiRequest only speaks JSON. */
async function putAvatar(file: File): Promise<AvatarResult> {
  const response = await fetch('/api/v1/me/avatar', {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': file.type },
    body: file,
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = (body ?? {}) as { code?: string; detail?: string; errors?: Record<string, string[]> };
    throw new ApiError(
      response.status,
      problem.code ?? `HTTP_${response.status}`,
      problem.detail ?? `HTTP error! status: ${response.status}`,
      problem.errors ?? {},
    );
  }
  return AvatarResult.parse(body);
}

export function useUploadAvatar() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: putAvatar, onSuccess: refresh });
}

export function useRemoveAvatar() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: () => apiRequest('/me/avatar', { method: 'DELETE', schema: AvatarResult }),
    onSuccess: refresh,
  });
}

export function useMySessions() {
  return useQuery({
    queryKey: MY_SESSIONS_KEY,
    queryFn: ({ signal }) => apiRequest('/me/sessions', { schema: MySessionList, signal }),
    // "Last active" should be current whenever the page is opened.
    staleTime: 0,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(`/me/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE', schema: Ok }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/me/sessions/revoke-others', {
        method: 'POST',
        body: {},
        schema: RevokeOtherSessionsResult,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY }),
  });
}
