import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crisisLineResponseSchema, type CrisisLineInput, type CrisisLineView } from '@wellbeing/shared/schemas/tools';
import { apiFetch } from '../../../lib/api-client';
import { adminCrisisLinesQueryKey } from './get-admin-crisis-lines';
import { crisisLinesQueryKey } from './get-crisis-lines';

export async function createCrisisLine(input: CrisisLineInput): Promise<CrisisLineView> {
  return crisisLineResponseSchema.parse(await apiFetch<unknown>('/api/admin/crisis-lines', { method: 'POST', json: input })).line;
}

export function useCreateCrisisLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCrisisLine,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminCrisisLinesQueryKey });
      void queryClient.invalidateQueries({ queryKey: crisisLinesQueryKey });
    },
  });
}
