import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache, shared by the provider and the route loaders that start requests early.
 *
 * A save is tried at once, even when the browser says it is offline, so it fails at once and says so (the
 * catalogue's offline text, and that what was written is still in the form). The library's default would pause
 * it, leaving a busy button and no word until the connection came back, and the words only in this tab's memory.
 * Reads keep the library's default: they wait for the connection and then carry on, while the offline notice
 * under the header (components/layout/offline-notice.tsx) says why.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false }, mutations: { networkMode: 'always' } },
});
