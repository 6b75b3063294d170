import { adminUserResponseSchema, type AdminUser } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from '../utils/use-admin-mutation';

/** Sends the person a fresh e-mail verification link (for accounts not verified yet). */
export async function resendVerificationEmail(id: string): Promise<AdminUser> {
  return adminUserResponseSchema.parse(await apiFetch<unknown>(`/api/admin/users/${encodeURIComponent(id)}/resend-verification`, { method: 'POST' })).user;
}

export function useResendVerificationEmail() {
  return useAdminMutation(resendVerificationEmail);
}
