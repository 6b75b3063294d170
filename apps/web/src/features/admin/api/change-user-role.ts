import type { Role } from '@wellbeing/shared/roles';
import { adminUserResponseSchema, type AdminUser } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from '../utils/use-admin-mutation';

export async function changeUserRole({ id, role }: { id: string; role: Role }): Promise<AdminUser> {
  return adminUserResponseSchema.parse(await apiFetch<unknown>(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: 'PATCH', json: { role } })).user;
}

export function useChangeUserRole() {
  return useAdminMutation(changeUserRole);
}
