import { verificationDecisionResponseSchema } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from '../utils/use-admin-mutation';

/** Makes the person a professional (with the full name from the request) and e-mails them. */
export async function approveVerification(id: string) {
  return verificationDecisionResponseSchema.parse(await apiFetch<unknown>(`/api/admin/verifications/${encodeURIComponent(id)}/approve`, { method: 'POST' }));
}

export function useApproveVerification() {
  return useAdminMutation(approveVerification);
}
