import type { SignInInput, SignInResult } from '@competencyhub/domain/schemas/auth';
import type { Me } from '@competencyhub/domain/schemas/profiles';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from './api-client.ts';
import { rememberSignedIn } from './signed-in-hint.ts';

export const ME_QUERY_KEY = ['me'] as const;

/**
 * Whether the session in this tab ended because the user signed out here. The route guard then
 * sends them to /landing (spec section 4) rather than to the sign-in page: the navigation to
 * /landing may still be pending when the cleared session re-renders the signed-in pages.
 */
let signedOutHere = false;

export function wasSignedOutHere(): boolean {
  return signedOutHere;
}

/** The signed-in user, or null when there is no session (401). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  // The schemas (and zod) load beside the request instead of in the first bundle.
  const { Me } = await import('@competencyhub/domain/schemas/profiles');
  try {
    const me = await apiRequest('/me', { schema: Me, signal });
    signedOutHere = false;
    rememberSignedIn(true);
    return me;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      rememberSignedIn(false);
      return null;
    }
    throw error;
  }
}

export function useMe() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
  });
}

/** The guard only renders signed-in routes once the user is known, so they may rely on it. */
export function useCurrentUser(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser used outside the signed-in routes');
  return data;
}

/** Loads the session again (after sign-in, sign-up or accepting an invitation). */
export async function refreshMe(queryClient: QueryClient): Promise<void> {
  try {
    // A /me already on its way (the page's own, sent before the change) answers for the session as it
    // was, and fetchQuery would hand back that answer: cancelled, and the session asked again. A
    // confirmed e-mail once named "your company" instead of the company that had just claimed the domain.
    await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
    await queryClient.fetchQuery({
      queryKey: ME_QUERY_KEY,
      queryFn: ({ signal }) => fetchMe(signal),
      staleTime: 0,
    });
  } catch {
    // The route guard loads it again and decides where to go.
  }
}

/**
 * `onSignedOut` runs before the session is cleared, so a page can leave the signed-in routes
 * first (the guard would otherwise send the user to /auth, and an unmounted caller's own
 * callbacks never run).
 */
export function useSignOut({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { Ok } = await import('@competencyhub/domain/schemas/common');
      return apiRequest('/auth/sign-out', { method: 'POST', schema: Ok });
    },
    onSettled: (_data, error) => {
      if (error) console.warn('Sign-out failed', error);
      signedOutHere = true;
      rememberSignedIn(false);
      onSignedOut?.();
      // Whatever the server said, this browser no longer shows the previous user's data.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      queryClient.setQueryData(ME_QUERY_KEY, null);
    },
  });
}

/** Signs in; `secondStep` says the password was right and a code from the authenticator app is next. */
export async function signInRequest(input: SignInInput): Promise<SignInResult> {
  const { SignInResult } = await import('@competencyhub/domain/schemas/auth');
  return apiRequest('/auth/sign-in', { method: 'POST', body: input, schema: SignInResult });
}
