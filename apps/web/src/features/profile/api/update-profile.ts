import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponseSchema, type Profile, type ProfileUpdate } from '@wellbeing/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';
import { syncSessionUserWithProfile } from '../utils/sync-session-user';
import { profileQueryKey } from './get-profile';

/** Changes only the fields given (username, role, gender, dateOfBirth, fullName: spec section 5). */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const body = await apiFetch<unknown>('/api/profile', { method: 'PATCH', json: update });
  return profileResponseSchema.parse(body).profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      syncSessionUserWithProfile(profile);
    },
  });
}
