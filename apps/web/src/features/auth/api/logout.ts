import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '../../../lib/session/session-store';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';

/** Ends the session on the server and forgets the user and their cached data here (never fails). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => queryClient.removeQueries({ queryKey: USER_DATA_QUERY_KEY }),
  });
}
