import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myDirectoryProfileResponseSchema, type DirectoryProfileInput, type MyDirectoryProfileResponse } from '@wellbeing/shared/schemas/professionals';
import { apiFetch } from '../../../lib/api-client';
import { myDirectoryProfileQueryKey } from './get-my-directory-profile';
import { directoryQueryKey } from './search-professionals';

export async function saveDirectoryProfile(input: DirectoryProfileInput): Promise<MyDirectoryProfileResponse> {
  return myDirectoryProfileResponseSchema.parse(await apiFetch<unknown>('/api/directory-profile', { method: 'PUT', json: input }));
}

export function useSaveDirectoryProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDirectoryProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(myDirectoryProfileQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: directoryQueryKey });
    },
  });
}
