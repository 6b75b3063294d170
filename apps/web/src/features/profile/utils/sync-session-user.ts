import type { Profile } from '@wellbeing/shared/schemas/account';
import { getSessionUser, setSessionUser } from '../../../lib/session/session-store';

/** Keeps the session user (header, route guards) in step with the profile the server just returned. */
export function syncSessionUserWithProfile(profile: Profile): void {
  const user = getSessionUser();
  if (!user || user.uid !== profile.id) return;
  setSessionUser({
    ...user,
    email: profile.email,
    username: profile.username,
    role: profile.role,
    gender: profile.gender,
    dateOfBirth: profile.dateOfBirth,
    fullName: profile.fullName,
  });
}
