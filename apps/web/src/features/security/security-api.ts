import { Ok } from '@competencyhub/domain/schemas/common';
import {
  type ConfirmTotpInput,
  PasskeyItem,
  PasskeyList,
  type PasswordConfirmation,
  RecoveryCodes,
  TotpSetup,
  TwoFactorStatus,
  WebAuthnOptions,
} from '@competencyhub/domain/schemas/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { refreshMe } from '../../lib/session.ts';

const STATUS_KEY = ['two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => apiRequest('/auth/two-factor', { schema: TwoFactorStatus, signal }),
  });
}

/** The status and /me (the policy's demand, which decides the must-enrol screen) read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    await refreshMe(queryClient);
  };
}

export function useStartTotp() {
  return useMutation({
    mutationFn: (input: PasswordConfirmation) =>
      apiRequest('/auth/two-factor/setup', { method: 'POST', body: input, schema: TotpSetup }),
  });
}

export function useConfirmTotp() {
  return useMutation({
    mutationFn: (input: ConfirmTotpInput) =>
      apiRequest('/auth/two-factor/confirm', { method: 'POST', body: input, schema: Ok }),
  });
}

/** Called once the person has seen their recovery codes: the page learns two-step sign-in is on. */
export function useFinishSetup() {
  return useRefresh();
}

export function useRegenerateCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: PasswordConfirmation) =>
      apiRequest('/auth/two-factor/recovery-codes', { method: 'POST', body: input, schema: RecoveryCodes }),
    onSuccess: refresh,
  });
}

export function useDisableTotp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: PasswordConfirmation) =>
      apiRequest('/auth/two-factor/disable', { method: 'POST', body: input, schema: Ok }),
    onSuccess: refresh,
  });
}

const PASSKEYS_KEY = ['passkeys'] as const;

export function usePasskeys() {
  return useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) => apiRequest('/auth/passkeys', { schema: PasskeyList, signal }),
  });
}

/** Options from the server, the browser's authenticator makes the credential, the server checks it. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const [{ startRegistration }, options] = await Promise.all([
        import('@simplewebauthn/browser'),
        apiRequest('/auth/passkeys/options', { method: 'POST', schema: WebAuthnOptions }),
      ]);
      const response = await startRegistration({ optionsJSON: options as never });
      return apiRequest('/auth/passkeys', { method: 'POST', body: { name, response }, schema: PasskeyItem });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
      await refreshMe(queryClient);
    },
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest(`/auth/passkeys/${id}`, { method: 'PATCH', body: { name }, schema: PasskeyItem }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/auth/passkeys/${id}`, { method: 'DELETE', schema: Ok }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
      await refreshMe(queryClient);
    },
  });
}
