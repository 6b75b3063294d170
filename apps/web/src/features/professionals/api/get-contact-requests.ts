import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactRequestListSchema, type ContactRequest } from '@wellbeing/shared/schemas/professionals';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';

export type ContactBox = 'received' | 'sent';
export const contactRequestsQueryKey = [...USER_DATA_QUERY_KEY, 'professionals', 'contact-requests'] as const;

/** Requests the person received (professionals) or sent, newest first. */
export async function getContactRequests(box: ContactBox): Promise<ContactRequest[]> {
  return contactRequestListSchema.parse(await apiFetch<unknown>(`/api/contact-requests?box=${box}`)).requests;
}

export const contactRequestsQuery = (box: ContactBox) =>
  queryOptions({ queryKey: [...contactRequestsQueryKey, box], queryFn: () => getContactRequests(box), staleTime: 15_000 });

export function useContactRequests(box: ContactBox) {
  return useQuery(contactRequestsQuery(box));
}
