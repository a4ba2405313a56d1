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
import { apiRequest, uploadFile } from '../../lib/api-client.ts';
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

export function useUploadAvatar() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (file: File) => uploadFile('/me/avatar', file, AvatarResult),
    onSuccess: refresh,
  });
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
