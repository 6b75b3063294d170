import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentResponseSchema, type AssessmentInput, type SavedAssessment } from '@wellbeing/shared/schemas/tools';
import { apiFetch } from '../../../lib/api-client';
import { assessmentsQueryKey } from './get-assessments';

/**
 * Saves a result to the signed-in person's history. The only way answers ever leave the browser: the
 * page calls this when a signed-in person chooses "Save", never for anyone else.
 */
export async function saveAssessment(input: AssessmentInput): Promise<SavedAssessment> {
  return assessmentResponseSchema.parse(await apiFetch<unknown>('/api/assessments', { method: 'POST', json: input })).assessment;
}

export function useSaveAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAssessment,
    onSuccess: (saved) => void queryClient.invalidateQueries({ queryKey: assessmentsQueryKey(saved.instrument) }),
  });
}
