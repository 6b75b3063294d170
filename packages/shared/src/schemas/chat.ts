import { z } from 'zod';
import type { RegionCode } from '../crisis-lines.js';

/**
 * Contracts of the AI chat: the request bodies the server validates and the web's forms check first, the
 * answers of the JSON routes, and the events of the reply stream (`text/event-stream`).
 */

export const CHAT_MESSAGE_MAX_LENGTH = 2_000;
export const CHAT_MESSAGES_PER_MINUTE = 20;
export const CHAT_TITLE_MAX_LENGTH = 80;

export const CHAT_MESSAGE_TOO_LONG = `Messages can be up to 2,000 characters. Try splitting it into two.`;
export const CHAT_MESSAGE_EMPTY = 'Write a message first.';

export const CHAT_REGION_CODES = ['US', 'GB', 'CA', 'AU', 'IE', 'INTL'] as const satisfies readonly RegionCode[];
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
    .string({ error: 'Give the conversation a name.' })
    .trim()
    .min(1, 'Give the conversation a name.')
    .max(CHAT_TITLE_MAX_LENGTH, `Keep the name under ${CHAT_TITLE_MAX_LENGTH} characters.`),
});
export type ChatTitleInput = z.infer<typeof chatTitleInputSchema>;

export const riskLevelSchema = z.enum(['none', 'elevated', 'crisis']);
export type ChatRiskLevel = z.infer<typeof riskLevelSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  /** Null until the person names it or the first (non-crisis) message gives it one. */
  title: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

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
  kind: z.enum(['user', 'reply', 'crisis']),
  content: z.string(),
  status: z.enum(['complete', 'stopped', 'failed', 'replaced']),
  riskLevel: riskLevelSchema.nullable(),
  region: chatRegionSchema.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationResponseSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(chatMessageSchema),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** Which assistant answers: Harbour's built-in guided listener, or an AI model the operator configured. */
export const chatAssistantSchema = z.object({
  kind: z.enum(['guided-listener', 'ai-model']),
  name: z.string(),
});
export type ChatAssistant = z.infer<typeof chatAssistantSchema>;

// The reply stream: `risk` first, then `chunk`s, then `done`; `error` (then `done`) when the provider fails.
export const riskEventSchema = z.object({ level: riskLevelSchema });
/** `replace`: drop the text shown so far and show this instead (the safety check replaced the reply). */
export const chunkEventSchema = z.object({ text: z.string(), replace: z.boolean().optional() });
export const errorEventSchema = z.object({ code: z.string(), message: z.string() });
export const doneEventSchema = z.object({
  status: z.enum(['complete', 'stopped', 'failed', 'replaced']),
  kind: z.enum(['reply', 'crisis']),
  userMessageId: z.string(),
  replyMessageId: z.string().nullable(),
});
export type ChatStreamEvent =
  | { event: 'risk'; data: z.infer<typeof riskEventSchema> }
  | { event: 'chunk'; data: z.infer<typeof chunkEventSchema> }
  | { event: 'error'; data: z.infer<typeof errorEventSchema> }
  | { event: 'done'; data: z.infer<typeof doneEventSchema> };
