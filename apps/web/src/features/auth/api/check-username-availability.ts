import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { usernameAvailabilitySchema, usernameSchema } from '@wellbeing/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';

const DEBOUNCE_MS = 400;

export async function checkUsernameAvailability(username: string, signal?: AbortSignal): Promise<boolean> {
  const body = await apiFetch<unknown>(`/api/users/username-available?username=${encodeURIComponent(username)}`, { signal, timeoutMs: 8_000 });
  return usernameAvailabilitySchema.parse(body).available;
}

export const usernameAvailabilityQuery = (username: string) =>
  queryOptions({
    queryKey: ['username-available', username],
    queryFn: ({ signal }) => checkUsernameAvailability(username, signal),
    staleTime: 30_000,
    retry: false,
  });

export type UsernameAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'check-failed';

/**
 * Checks, while the person types (debounced), whether a username is free. Only well-formed names are
 * asked about; a failed check is reported but never blocks submitting (the service checks again).
 */
export function useUsernameAvailability(rawUsername: string): UsernameAvailability {
  const username = rawUsername.trim();
  const [debounced] = useDebouncedValue(username, DEBOUNCE_MS);
  const isWellFormed = usernameSchema.safeParse(debounced).success;
  const check = useQuery({ ...usernameAvailabilityQuery(debounced), enabled: isWellFormed });
  if (!usernameSchema.safeParse(username).success) return 'idle';
  if (debounced !== username || check.isPending) return 'checking';
  if (check.isError) return 'check-failed';
  return check.data ? 'available' : 'taken';
}
