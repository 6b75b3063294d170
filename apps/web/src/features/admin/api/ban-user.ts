import { adminUserResponseSchema, type AdminUser } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from '../utils/use-admin-mutation';

/** Suspends the account and signs the person out on every device at once. */
export async function banUser(id: string): Promise<AdminUser> {
  return adminUserResponseSchema.parse(await apiFetch<unknown>(`/api/admin/users/${encodeURIComponent(id)}/ban`, { method: 'POST' })).user;
}

export function useBanUser() {
  return useAdminMutation(banUser);
}
