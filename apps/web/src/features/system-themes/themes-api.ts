import {
  type CreateSystemThemeInput,
  SystemTheme,
  SystemThemeList,
  type UpdateSystemThemeInput,
} from '@competencyhub/domain/schemas/system-themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../lib/session.ts';

const THEMES_KEY = ['system-themes'] as const;

export function useSystemThemes() {
  return useQuery({
    queryKey: THEMES_KEY,
    queryFn: ({ signal }) => apiRequest('/system-themes', { schema: SystemThemeList, signal }),
  });
}

export type ThemeChange =
  | { kind: 'create'; input: CreateSystemThemeInput }
  | { kind: 'update'; id: string; input: UpdateSystemThemeInput }
  | { kind: 'activate'; id: string }
  | { kind: 'deactivate-all' };

/** Every change refreshes the list and ['me'] (the active theme colours the caller's own shell). */
export function useThemeChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ThemeChange): Promise<unknown> => {
      switch (change.kind) {
        case 'create':
          return apiRequest('/system-themes', { method: 'POST', body: change.input, schema: SystemTheme });
        case 'update':
          return apiRequest(`/system-themes/${change.id}`, {
            method: 'PATCH',
            body: change.input,
            schema: SystemTheme,
          });
        case 'activate':
          return apiRequest(`/system-themes/${change.id}/activate`, { method: 'POST', schema: SystemTheme });
        case 'deactivate-all':
          return apiRequest('/system-themes/deactivate-all', { method: 'POST', schema: SystemThemeList });
      }
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: THEMES_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}
