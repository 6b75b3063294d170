import { useMutation } from '@tanstack/react-query';
import { messageFor } from '@wellbeing/shared/errors';
import { sessionResponseSchema, type LoginRequest, type SessionUser } from '@wellbeing/shared/schemas/account';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { setSessionUser, signOut } from '../../../lib/session/session-store';

/** Logs in; the server sets the session cookie and answers with the session user, which is kept here. */
export async function login(credentials: LoginRequest): Promise<SessionUser> {
  const body = await apiFetch<unknown>('/api/session/login', { method: 'POST', json: credentials });
  const parsed = sessionResponseSchema.safeParse(body);
  const user = parsed.success && parsed.data.user ? setSessionUser(parsed.data.user) : null;
  if (!user) {
    // Only verified, complete users are signed in (spec section 4): anything else is signed out at once.
    await signOut();
    throw new ApiError(500, 'auth/unknown', messageFor('auth/unknown'));
  }
  return user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
