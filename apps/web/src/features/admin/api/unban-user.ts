import { adminUserResponseSchema, type AdminUser } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from '../utils/use-admin-mutation';

export async function unbanUser(id: string): Promise<AdminUser> {
  return adminUserResponseSchema.parse(await apiFetch<unknown>(`/api/admin/users/${encodeURIComponent(id)}/unban`, { method: 'POST' })).user;
}

export function useUnbanUser() {
  return useAdminMutation(unbanUser);
}
