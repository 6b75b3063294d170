import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstrumentId } from '@wellbeing/shared/screening';
import { assessmentsResponseSchema, type SavedAssessment } from '@wellbeing/shared/schemas/tools';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';
import { retryUnlessClientError } from '../utils/query-retry';

export const assessmentsQueryKey = (instrument: InstrumentId) => [...USER_DATA_QUERY_KEY, 'assessments', instrument] as const;

/** The signed-in person's saved results of one questionnaire, oldest first. */
export async function getAssessments(instrument: InstrumentId): Promise<SavedAssessment[]> {
  return assessmentsResponseSchema.parse(await apiFetch<unknown>(`/api/assessments?instrument=${instrument}`)).assessments;
}

export const assessmentsQuery = (instrument: InstrumentId) =>
  queryOptions({ queryKey: assessmentsQueryKey(instrument), queryFn: () => getAssessments(instrument), retry: retryUnlessClientError });

export function useAssessments(instrument: InstrumentId, enabled: boolean) {
  return useQuery({ ...assessmentsQuery(instrument), enabled });
}
