import {
  SystemImage,
  SystemImageList,
  type SystemImageType,
  type UpdateSystemImageInput,
} from '@competencyhub/domain/schemas/system-images';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, uploadFile } from '../../lib/api-client.ts';
import { announceSystemImagesChanged } from '../../lib/system-images.ts';

const IMAGES_KEY = ['system-images'] as const;

export function useSystemImages() {
  return useQuery({
    queryKey: IMAGES_KEY,
    queryFn: ({ signal }) => apiRequest('/system-images', { schema: SystemImageList, signal }),
  });
}

export type ImageChange =
  | { kind: 'upload'; file: File; imageType: SystemImageType; name: string; description: string }
  | { kind: 'replace'; id: string; file: File }
  | { kind: 'update'; id: string; input: UpdateSystemImageInput }
  | { kind: 'delete'; id: string };

/**
 * Every change refreshes the list and fires `system-logo-updated`, so this page's header, footer
 * and favicon show the platform's images as they now are.
 */
export function useSystemImageChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ImageChange): Promise<unknown> => {
      switch (change.kind) {
        case 'upload': {
          const query = new URLSearchParams({ imageType: change.imageType, name: change.name });
          if (change.description.trim()) query.set('description', change.description);
          return uploadFile(`/system-images?${query}`, change.file, SystemImage, 'POST');
        }
        case 'replace':
          return uploadFile(`/system-images/${change.id}/file`, change.file, SystemImage);
        case 'update':
          return apiRequest(`/system-images/${change.id}`, {
            method: 'PATCH',
            body: change.input,
            schema: SystemImage,
          });
        case 'delete':
          return apiRequest(`/system-images/${change.id}`, { method: 'DELETE', schema: SystemImageList });
      }
    },
    onSuccess: async () => {
      announceSystemImagesChanged();
      await queryClient.invalidateQueries({ queryKey: IMAGES_KEY });
    },
  });
}
