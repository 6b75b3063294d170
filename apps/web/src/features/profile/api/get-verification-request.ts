import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationRequestResponseSchema, type VerificationRequest } from '@wellbeing/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';
import { retryUnlessClientError } from '../utils/query-retry';

export const verificationRequestQueryKey = [...USER_DATA_QUERY_KEY, 'verification-request'] as const;

/** The person's latest request to be confirmed as a professional, or null if they never sent one. */
export async function getVerificationRequest(): Promise<VerificationRequest | null> {
  return verificationRequestResponseSchema.parse(await apiFetch<unknown>('/api/profile/verification-request')).request;
}

export const verificationRequestQuery = () =>
  queryOptions({ queryKey: verificationRequestQueryKey, queryFn: getVerificationRequest, staleTime: 30_000, retry: retryUnlessClientError });

export function useVerificationRequest() {
  return useQuery(verificationRequestQuery());
}
