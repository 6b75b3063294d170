import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminKeys } from './query-keys';

/**
 * A dashboard action: on success every admin list and count is refreshed (and the audit log, which every
 * action writes to), plus any other keys the action touches (e.g. the public article lists).
 */
export function useAdminMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, alsoInvalidate: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([adminKeys.all, ...alsoInvalidate].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
