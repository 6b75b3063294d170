import { verificationDecisionResponseSchema } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from '../utils/use-admin-mutation';

/** Declines the request; the reason is shown on the person's profile and e-mailed to them. */
export async function rejectVerification({ id, reason }: { id: string; reason: string }) {
  return verificationDecisionResponseSchema.parse(
    await apiFetch<unknown>(`/api/admin/verifications/${encodeURIComponent(id)}/reject`, { method: 'POST', json: { reason } }),
  );
}

export function useRejectVerification() {
  return useAdminMutation(rejectVerification);
}
