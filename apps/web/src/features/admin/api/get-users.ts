import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserListSchema, type AdminUserListQuery } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, toSearch } from '../utils/query-keys';

export async function getUsers(query: AdminUserListQuery) {
  return adminUserListSchema.parse(await apiFetch<unknown>(`/api/admin/users${toSearch(query)}`));
}

export const usersQuery = (query: AdminUserListQuery) =>
  queryOptions({ queryKey: adminKeys.users(query), queryFn: () => getUsers(query), placeholderData: keepPreviousData, staleTime: 10_000 });

export function useUsers(query: AdminUserListQuery) {
  return useQuery(usersQuery(query));
}
