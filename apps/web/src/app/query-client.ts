import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache, shared by the provider and the route loaders that start requests early. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
