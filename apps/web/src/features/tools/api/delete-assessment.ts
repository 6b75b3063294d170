import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstrumentId } from '@wellbeing/shared/screening';
import { apiFetch } from '../../../lib/api-client';
import { assessmentsQueryKey } from './get-assessments';

export async function deleteAssessment(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/assessments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAssessment(instrument: InstrumentId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssessment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assessmentsQueryKey(instrument) }),
  });
}
