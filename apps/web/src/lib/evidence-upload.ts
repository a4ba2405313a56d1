import { EvidenceUploadResult } from '@competencyhub/domain/schemas/assessments';
import { ApiError } from './api-client.ts';

/**
 * Uploads an evidence file (a certificate, a report) as the raw body. The server decides the type
 * from the bytes; a declared text/plain would be refused as a type cross-site forms can send, so
 * every file goes as octet-stream.
 */
export async function uploadEvidence(file: File) {
  const response = await fetch(`/api/v1/assessments/evidence?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
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
  return EvidenceUploadResult.parse(body);
}
