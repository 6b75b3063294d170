import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crisisLineResponseSchema, type CrisisLineInput, type CrisisLineView } from '@wellbeing/shared/schemas/tools';
import { apiFetch } from '../../../lib/api-client';
import { adminCrisisLinesQueryKey } from './get-admin-crisis-lines';
import { crisisLinesQueryKey } from './get-crisis-lines';

/** Replaces every field of the line. */
export async function updateCrisisLine({ id, input }: { id: string; input: CrisisLineInput }): Promise<CrisisLineView> {
  return crisisLineResponseSchema.parse(await apiFetch<unknown>(`/api/admin/crisis-lines/${encodeURIComponent(id)}`, { method: 'PUT', json: input })).line;
}

export function useUpdateCrisisLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCrisisLine,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminCrisisLinesQueryKey });
      void queryClient.invalidateQueries({ queryKey: crisisLinesQueryKey });
    },
  });
}
