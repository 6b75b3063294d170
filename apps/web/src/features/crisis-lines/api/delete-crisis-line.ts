import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { crisisLinesQueryKey } from './get-crisis-lines';
import { adminCrisisLinesQueryKey } from './get-admin-crisis-lines';

export async function deleteCrisisLine(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/admin/crisis-lines/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCrisisLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCrisisLine,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminCrisisLinesQueryKey });
      void queryClient.invalidateQueries({ queryKey: crisisLinesQueryKey });
    },
  });
}
