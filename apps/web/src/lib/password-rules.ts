import { PASSWORD_MIN_LENGTH } from '@competencyhub/domain/constants';
import { PasswordRules } from '@competencyhub/domain/schemas/it-admin-security';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * A signed-in person's password minimum: their company's (IT Administration > Security), which the
 * server applies, for the hint of a new-password field. The platform's minimum until it is known.
 */
export function usePasswordMinimum(): number {
  const rules = useQuery({
    queryKey: ['me', 'password-rules'],
    queryFn: ({ signal }) => apiRequest('/me/password-rules', { schema: PasswordRules, signal }),
    staleTime: 5 * 60_000,
  });
  return rules.data?.minLength ?? PASSWORD_MIN_LENGTH;
}
