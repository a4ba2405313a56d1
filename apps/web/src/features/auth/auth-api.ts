import {
  type RequestPasswordResetInput,
  type ResetPasswordInput,
  type SignUpInput,
  SignUpResult,
  type VerifyEmailInput,
  VerifyEmailResult,
} from '@competencyhub/domain/schemas/auth';
import { Ok } from '@competencyhub/domain/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { signInRequest } from '../../lib/session.ts';

export function useSignIn() {
  return useMutation({ mutationFn: signInRequest });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      apiRequest('/auth/sign-up', { method: 'POST', body: input, schema: SignUpResult }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: RequestPasswordResetInput) =>
      apiRequest('/auth/password-reset/request', { method: 'POST', body: input, schema: Ok }),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest('/auth/password-reset/confirm', { method: 'POST', body: input, schema: Ok }),
  });
}

/** Posts the token of a confirmation link; the answer names the domain the company claimed, if any. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (input: VerifyEmailInput) =>
      apiRequest('/auth/verify-email', { method: 'POST', body: input, schema: VerifyEmailResult }),
  });
}

/** Sends the signed-in user a new confirmation link (rate limited: 429 with Retry-After). */
export function useResendVerificationEmail() {
  return useMutation({
    mutationFn: () => apiRequest('/auth/verification-email', { method: 'POST', schema: Ok }),
  });
}
