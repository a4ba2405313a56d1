import { HrisImport, HrisImportList } from '@competencyhub/domain/schemas/hris-import';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, uploadFile } from '../../lib/api-client.ts';
import { LOCATIONS_KEY, UNITS_KEY } from '../../lib/organisation-queries.ts';

/** The HRIS import's reads and writes (decision 0056). */

const BASE = '/organisation/hris-imports';
const importKey = (id: string) => ['organisation', 'hris-import', id] as const;
const IMPORTS_KEY = ['organisation', 'hris-imports'] as const;

/** Where the browser downloads the template (the server names the file). */
export const HRIS_TEMPLATE_URL = `/api/v1${BASE}/template.csv`;
/** How often a running import is read again for its progress bar. */
const POLL_MS = 1000;

/** Uploads a file for its preview; sent as text/csv whatever type the browser guessed for it. */
export function useUploadHrisFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile(
        `${BASE}?${new URLSearchParams({ fileName: file.name.slice(0, 200) })}`,
        new File([file], file.name, { type: 'text/csv' }),
        HrisImport,
        'POST',
      ),
    onSuccess: (run) => {
      queryClient.setQueryData(importKey(run.id), run);
      void queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
    },
  });
}

/** An import, read again every second while it is queued or running. */
export function useHrisImport(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importKey(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const run = await apiRequest(`${BASE}/${id}`, { schema: HrisImport, signal });
      // Once done, the tree, the places and the people lists show what it changed.
      if (run.status === 'done') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: UNITS_KEY }),
          queryClient.invalidateQueries({ queryKey: LOCATIONS_KEY }),
        ]);
      }
      // The list of imports shows how each one ended.
      if (run.status === 'done' || run.status === 'failed') {
        void queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
      }
      return run;
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? POLL_MS : false,
  });
}

export function useApplyHrisImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${BASE}/${id}/apply`, { method: 'POST', schema: HrisImport }),
    onSuccess: (run) => {
      queryClient.setQueryData(importKey(run.id), run);
      void queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
    },
  });
}

/** The company's imports, newest first, 20 at a time. */
export function useHrisImports() {
  return useInfiniteQuery({
    queryKey: IMPORTS_KEY,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`${BASE}?${query}`, { schema: HrisImportList, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
