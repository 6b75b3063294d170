import { ApiError } from '../../../lib/api-client';

/** One more try for network and server trouble; none for answers that will not change (401, 403, 404…). */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
