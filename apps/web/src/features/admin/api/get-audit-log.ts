import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditListSchema, type AuditListQuery } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, toSearch } from '../utils/query-keys';

export async function getAuditLog(query: AuditListQuery) {
  return auditListSchema.parse(await apiFetch<unknown>(`/api/admin/audit${toSearch(query)}`));
}

export const auditLogQuery = (query: AuditListQuery) =>
  queryOptions({ queryKey: adminKeys.audit(query), queryFn: () => getAuditLog(query), placeholderData: keepPreviousData, staleTime: 5_000 });

export function useAuditLog(query: AuditListQuery) {
  return useQuery(auditLogQuery(query));
}
