import { z } from 'zod';
import {
  CHAT_ASSISTANT_KINDS,
  CHAT_MESSAGE_EMPTY,
  CHAT_MESSAGE_KINDS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_STATUSES,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_REGION_CODES,
  CHAT_REPLY_KINDS,
  CHAT_RISK_LEVELS,
  CHAT_TITLE_EMPTY,
  CHAT_TITLE_MAX_LENGTH,
  CHAT_TITLE_TOO_LONG,
  type ChatAssistant,
  type ChatMessage,
  type ConversationResponse,
  type ConversationSummary,
} from '../chat-checks.js';

/**
 * Contracts of the AI chat: the request bodies the server validates and the web's forms check first, the
 * answers of the JSON routes, and the events of the reply stream (`text/event-stream`). The limits, the types and
 * hand-written checks of the same contracts (for the chat's screen, which loads no schema library) are in
 * `chat-checks.ts`; its test holds the checks to these schemas.
 */

export {
  CHAT_MESSAGE_EMPTY,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_REGION_CODES,
  CHAT_TITLE_MAX_LENGTH,
  type ChatAssistant,
  type ChatMessage,
  type ChatRiskLevel,
  type ChatStreamEvent,
  type ConversationResponse,
  type ConversationSummary,
} from '../chat-checks.js';

export const chatRegionSchema = z.enum(CHAT_REGION_CODES);

/** The text as typed: surrounding blank space is dropped, then the length is judged. */
export const chatMessageContentSchema = z
  .string({ error: CHAT_MESSAGE_EMPTY })
  .trim()
  .min(1, CHAT_MESSAGE_EMPTY)
  .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG);

export const chatMessageInputSchema = z.strictObject({
  content: chatMessageContentSchema,
  /** Whose crisis lines to show if they are needed; defaults to the browser's language (Accept-Language). */
  region: chatRegionSchema.optional(),
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

export const chatTitleInputSchema = z.strictObject({
  title: z
    .string({ error: CHAT_TITLE_EMPTY })
    .trim()
    .min(1, CHAT_TITLE_EMPTY)
    .max(CHAT_TITLE_MAX_LENGTH, CHAT_TITLE_TOO_LONG),
});
export type ChatTitleInput = z.infer<typeof chatTitleInputSchema>;

export const riskLevelSchema = z.enum(CHAT_RISK_LEVELS);

export const conversationSummarySchema = z.object({
  id: z.string(),
  /** Null until the person names it or the first (non-crisis) message gives it one. */
  title: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<ConversationSummary>;

export const conversationListResponseSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export const createConversationResponseSchema = z.object({ id: z.string() });

/**
 * `user`: what the person wrote, with the risk level it was given.
 * `reply`: the assistant's answer (`stopped` when the person stopped it, `failed` when the provider did,
 * `replaced` when the safety check swapped an unsafe answer for the safe one).
 * `crisis`: the crisis response that takes the place of a reply, with the region whose lines it gave.
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  content: z.string(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  riskLevel: riskLevelSchema.nullable(),
  region: chatRegionSchema.nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<ChatMessage>;

export const conversationResponseSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(chatMessageSchema),
}) satisfies z.ZodType<ConversationResponse>;

/** Which assistant answers: Harbour's built-in guided listener, or an AI model the operator configured. */
export const chatAssistantSchema = z.object({
  kind: z.enum(CHAT_ASSISTANT_KINDS),
  name: z.string(),
}) satisfies z.ZodType<ChatAssistant>;

// The reply stream: `risk` first, then `chunk`s, then `done`; `error` (then `done`) when the provider fails.
export const riskEventSchema = z.object({ level: riskLevelSchema });
/** `replace`: drop the text shown so far and show this instead (the safety check replaced the reply). */
export const chunkEventSchema = z.object({ text: z.string(), replace: z.boolean().optional() });
export const errorEventSchema = z.object({ code: z.string(), message: z.string() });
export const doneEventSchema = z.object({
  status: z.enum(CHAT_MESSAGE_STATUSES),
  kind: z.enum(CHAT_REPLY_KINDS),
  userMessageId: z.string(),
  replyMessageId: z.string().nullable(),
});
