import { messageFor } from '@wellbeing/shared/errors';
import { ApiError } from '../../../lib/api-client';

/**
 * An answer that does not match the chat's contract (chat-checks.ts): failed as the server's own errors are, with
 * the catalogue's words, so a screen's error state says something a person can act on.
 */
export function malformedAnswer(): never {
  throw new ApiError(0, 'server/error', messageFor('server/error'));
}
