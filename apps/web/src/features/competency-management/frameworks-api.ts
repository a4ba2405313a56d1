import {
  type CategoryInput,
  type CategoryUpdateInput,
  type CompetencyCreateInput,
  type CompetencyUpdateInput,
  CsvImportResult,
  FrameworkDetail,
  type FrameworkInput,
  type FrameworkUpdateInput,
  type ScaleChangeInput,
} from '@competencyhub/domain/schemas/competencies';
import {
  type GenerateCompetencyInput,
  GeneratedCompetency,
} from '@competencyhub/domain/schemas/competency-generator';
import type { FaqLocale } from '@competencyhub/domain/schemas/public-site';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { frameworkDetailKey, frameworksKey } from '../../lib/competency-queries.ts';

export { type ArchivedFilter, useFrameworks } from '../../lib/competency-queries.ts';

const detailKey = frameworkDetailKey;

const BASE = '/competency-frameworks';

export function useFramework(companyId: string, frameworkId: string | null) {
  return useQuery({
    queryKey: detailKey(companyId, frameworkId ?? 'none'),
    queryFn: ({ signal }) => apiRequest(`${BASE}/${frameworkId}`, { schema: FrameworkDetail, signal }),
    enabled: frameworkId !== null,
  });
}

/** Fetches the framework again, e.g. after a change was refused because someone else's came first. */
export function useReloadFramework(companyId: string, frameworkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queryClient.refetchQueries({ queryKey: detailKey(companyId, frameworkId) }),
  });
}

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Every change answers the whole framework: it replaces the cached one, and the list is refreshed. */
function useFrameworkChange<T>(companyId: string, request: (input: T) => Promise<FrameworkDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (framework) => {
      queryClient.setQueryData(detailKey(companyId, framework.id), framework);
      await queryClient.invalidateQueries({ queryKey: [...frameworksKey(companyId), 'list'] });
    },
  });
}

const send = (path: string, method: Method, body?: unknown) =>
  apiRequest(`${BASE}${path}`, { method, body, schema: FrameworkDetail });

export const useCreateFramework = (companyId: string) =>
  useFrameworkChange(companyId, (input: FrameworkInput) => send('', 'POST', input));

export const useUpdateFramework = (companyId: string, frameworkId: string) =>
  useFrameworkChange(companyId, (input: FrameworkUpdateInput) => send(`/${frameworkId}`, 'PATCH', input));

export const useSetFrameworkArchived = (companyId: string, frameworkId: string) =>
  useFrameworkChange(companyId, (archived: boolean) =>
    send(`/${frameworkId}/${archived ? 'archive' : 'restore'}`, 'POST'),
  );

export const useChangeScale = (companyId: string, frameworkId: string) =>
  useFrameworkChange(companyId, (input: ScaleChangeInput) => send(`/${frameworkId}/scale`, 'PUT', input));

export const useSaveCategory = (companyId: string, frameworkId: string) =>
  useFrameworkChange(
    companyId,
    ({ id, input }: { id: string | null; input: CategoryInput | CategoryUpdateInput }) =>
      id
        ? send(`/${frameworkId}/categories/${id}`, 'PATCH', input)
        : send(`/${frameworkId}/categories`, 'POST', input),
  );

export const useDeleteCategory = (companyId: string, frameworkId: string) =>
  useFrameworkChange(companyId, (categoryId: string) =>
    send(`/${frameworkId}/categories/${categoryId}`, 'DELETE'),
  );

export const useSaveCompetency = (companyId: string, frameworkId: string) =>
  useFrameworkChange(
    companyId,
    ({ id, input }: { id: string | null; input: CompetencyCreateInput | CompetencyUpdateInput }) =>
      id
        ? send(`/${frameworkId}/competencies/${id}`, 'PATCH', input)
        : send(`/${frameworkId}/competencies`, 'POST', input),
  );

export const useSetCompetencyArchived = (companyId: string, frameworkId: string) =>
  useFrameworkChange(companyId, ({ id, archived }: { id: string; archived: boolean }) =>
    send(`/${frameworkId}/competencies/${id}/${archived ? 'archive' : 'restore'}`, 'POST'),
  );

/** Imports the bundled starter library, in one of the five languages, as a new framework. */
export const useImportStarterLibrary = (companyId: string) =>
  useFrameworkChange(companyId, (locale: FaqLocale) =>
    apiRequest(`${BASE}/starter-library`, { method: 'POST', body: { locale }, schema: FrameworkDetail }),
  );

/** Where the browser downloads a framework's CSV (the server names the file). */
export const frameworkCsvUrl = (frameworkId: string) => `/api/v1${BASE}/${frameworkId}/export.csv`;
/** The same as an .xlsx workbook, written by the server (its writer never reaches this bundle). */
export const frameworkXlsxUrl = (frameworkId: string) => `/api/v1${BASE}/${frameworkId}/export.xlsx`;

/**
 * Sends a CSV file as the raw body, reporting upload progress (0–1) as it goes; fetch cannot, so
 * this uses XMLHttpRequest. Answers the import's result, or throws an ApiError like apiRequest.
 */
export function uploadFrameworkCsv(
  frameworkId: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<CsvImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/v1${BASE}/${frameworkId}/import`);
    request.setRequestHeader('Content-Type', 'text/csv');
    request.setRequestHeader('Accept', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new TypeError('Network error'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: a generic error below.
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = CsvImportResult.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(parsed.error);
        return;
      }
      const problem = (body ?? {}) as { code?: string; detail?: string; errors?: Record<string, string[]> };
      reject(
        new ApiError(
          request.status,
          problem.code ?? `HTTP_${request.status}`,
          problem.detail ?? `HTTP error! status: ${request.status}`,
          problem.errors ?? {},
        ),
      );
    };
    request.send(file);
  });
}

/** After an import: the framework as the server answered, and the list's counts. */
export function useImportedFramework(companyId: string) {
  const queryClient = useQueryClient();
  return async (result: CsvImportResult) => {
    queryClient.setQueryData(detailKey(companyId, result.framework.id), result.framework);
    await queryClient.invalidateQueries({ queryKey: [...frameworksKey(companyId), 'list'] });
  };
}

/** A proposed competency (AI-written, or the closest of the starter library): nothing is saved. */
export const useGenerateCompetency = (frameworkId: string) =>
  useMutation({
    mutationFn: (input: GenerateCompetencyInput) =>
      apiRequest(`${BASE}/${frameworkId}/competency-drafts`, {
        method: 'POST',
        body: input,
        schema: GeneratedCompetency,
      }),
  });
