import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';

/** Chat data belongs to the signed-in person: under the user-data key, so it is dropped when they sign out. */
export const chatQueryKey = [...USER_DATA_QUERY_KEY, 'chat'] as const;
export const conversationsQueryKey = [...chatQueryKey, 'conversations'] as const;
export const conversationQueryKey = (id: string) => [...chatQueryKey, 'conversation', id] as const;
