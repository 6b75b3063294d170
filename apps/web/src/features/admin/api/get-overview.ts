import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOverviewSchema, type AdminOverview } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from '../utils/query-keys';

export async function getOverview(): Promise<AdminOverview> {
  return adminOverviewSchema.parse(await apiFetch<unknown>('/api/admin/overview'));
}

export const overviewQuery = () => queryOptions({ queryKey: adminKeys.overview(), queryFn: getOverview, staleTime: 15_000 });

export function useOverview() {
  return useQuery(overviewQuery());
}
