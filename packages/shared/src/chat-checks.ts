import type { RegionCode } from './crisis-codes.js';
import { isNullableString, isPlain, isString } from './guard-helpers.js';

/**
 * The AI chat's limits and hand-written checks of its answers, events and inputs, without the schema library:
 * the chat's screen loads none (decision 005). `schemas/chat.ts` builds the zod schemas the server validates with
 * from the same limits, and `chat-checks.test.ts` holds every check here to its schema on generated input: each
 * returns what the schema's `parse` would (unknown keys dropped), or null where it would throw.
 */

export const CHAT_MESSAGE_MAX_LENGTH = 2_000;
export const CHAT_MESSAGES_PER_MINUTE = 20;
export const CHAT_TITLE_MAX_LENGTH = 80;

export const CHAT_MESSAGE_TOO_LONG = `Messages can be up to 2,000 characters. Try splitting it into two.`;
export const CHAT_MESSAGE_EMPTY = 'Write a message first.';
export const CHAT_TITLE_EMPTY = 'Give the conversation a name.';
export const CHAT_TITLE_TOO_LONG = `Keep the name under ${CHAT_TITLE_MAX_LENGTH} characters.`;

export const CHAT_REGION_CODES = ['US', 'GB', 'CA', 'AU', 'IE', 'INTL'] as const satisfies readonly RegionCode[];
export const CHAT_RISK_LEVELS = ['none', 'elevated', 'crisis'] as const;
export const CHAT_MESSAGE_KINDS = ['user', 'reply', 'crisis'] as const;
export const CHAT_MESSAGE_STATUSES = ['complete', 'stopped', 'failed', 'replaced'] as const;
export const CHAT_REPLY_KINDS = ['reply', 'crisis'] as const;
export const CHAT_ASSISTANT_KINDS = ['guided-listener', 'ai-model'] as const;

export type ChatRiskLevel = (typeof CHAT_RISK_LEVELS)[number];
export type ChatRegion = (typeof CHAT_REGION_CODES)[number];

export interface ConversationSummary {
  id: string;
  title: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface ChatMessage {
  id: string;
  kind: (typeof CHAT_MESSAGE_KINDS)[number];
  content: string;
  status: (typeof CHAT_MESSAGE_STATUSES)[number];
  riskLevel: ChatRiskLevel | null;
  region: ChatRegion | null;
  createdAt: string;
}
export interface ConversationResponse {
  conversation: ConversationSummary;
  messages: ChatMessage[];
}
export interface ChatAssistant {
  kind: (typeof CHAT_ASSISTANT_KINDS)[number];
  name: string;
}
export type ChatStreamEvent =
  | { event: 'risk'; data: { level: ChatRiskLevel } }
  | { event: 'chunk'; data: { text: string; replace?: boolean } }
  | { event: 'error'; data: { code: string; message: string } }
  | { event: 'done'; data: { status: ChatMessage['status']; kind: (typeof CHAT_REPLY_KINDS)[number]; userMessageId: string; replyMessageId: string | null } };

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);
const isRiskLevel = oneOf(CHAT_RISK_LEVELS);
const isRegion = oneOf(CHAT_REGION_CODES);
const isMessageKind = oneOf(CHAT_MESSAGE_KINDS);
const isStatus = oneOf(CHAT_MESSAGE_STATUSES);
const isReplyKind = oneOf(CHAT_REPLY_KINDS);
const isAssistantKind = oneOf(CHAT_ASSISTANT_KINDS);

/** As `conversationSummarySchema.parse`. */
export function parseConversationSummary(value: unknown): ConversationSummary | null {
  if (!isPlain(value)) return null;
  const { id, title, createdAt, updatedAt } = value;
  return isString(id) && isNullableString(title) && isString(createdAt) && isString(updatedAt) ? { id, title, createdAt, updatedAt } : null;
}

/** As `conversationListResponseSchema.parse(value).conversations`. */
export function parseConversationList(value: unknown): ConversationSummary[] | null {
  if (!isPlain(value) || !Array.isArray(value.conversations)) return null;
  const list: ConversationSummary[] = [];
  for (const item of value.conversations as unknown[]) {
    const summary = parseConversationSummary(item);
    if (!summary) return null;
    list.push(summary);
  }
  return list;
}

/** As `createConversationResponseSchema.parse(value).id`. */
export function parseCreatedConversationId(value: unknown): string | null {
  return isPlain(value) && isString(value.id) ? value.id : null;
}

/** As `chatMessageSchema.parse`. */
function parseChatMessage(value: unknown): ChatMessage | null {
  if (!isPlain(value)) return null;
  const { id, kind, content, status, riskLevel, region, createdAt } = value;
  if (!isString(id) || !isMessageKind(kind) || !isString(content) || !isStatus(status) || !isString(createdAt)) return null;
  if (riskLevel !== null && !isRiskLevel(riskLevel)) return null;
  if (region !== null && !isRegion(region)) return null;
  return { id, kind, content, status, riskLevel, region, createdAt };
}

/** As `conversationResponseSchema.parse`. */
export function parseConversationResponse(value: unknown): ConversationResponse | null {
  if (!isPlain(value) || !Array.isArray(value.messages)) return null;
  const conversation = parseConversationSummary(value.conversation);
  if (!conversation) return null;
  const messages: ChatMessage[] = [];
  for (const item of value.messages as unknown[]) {
    const message = parseChatMessage(item);
    if (!message) return null;
    messages.push(message);
  }
  return { conversation, messages };
}

/** As `chatAssistantSchema.parse`. */
export function parseChatAssistant(value: unknown): ChatAssistant | null {
  if (!isPlain(value)) return null;
  const { kind, name } = value;
  return isAssistantKind(kind) && isString(name) ? { kind, name } : null;
}

/** One event of the reply stream, its data as the event's schema would parse it; null for an unknown or malformed event. */
export function parseChatStreamEvent(event: string, data: unknown): ChatStreamEvent | null {
  if (!isPlain(data)) return null;
  switch (event) {
    case 'risk':
      return isRiskLevel(data.level) ? { event, data: { level: data.level } } : null;
    case 'chunk': {
      const { text, replace } = data;
      if (!isString(text) || (replace !== undefined && typeof replace !== 'boolean')) return null;
      return { event, data: replace === undefined ? { text } : { text, replace } };
    }
    case 'error':
      return isString(data.code) && isString(data.message) ? { event, data: { code: data.code, message: data.message } } : null;
    case 'done': {
      const { status, kind, userMessageId, replyMessageId } = data;
      if (!isStatus(status) || !isReplyKind(kind) || !isString(userMessageId) || !isNullableString(replyMessageId)) return null;
      return { event, data: { status, kind, userMessageId, replyMessageId } };
    }
    default:
      return null;
  }
}

/** A trimmed text judged by its length, as the schemas' `.trim().min(1).max(max)` with their messages. */
function checkText(value: unknown, max: number, empty: string, tooLong: string): { ok: true; value: string } | { ok: false; message: string } {
  if (!isString(value)) return { ok: false, message: empty };
  const text = value.trim();
  if (text.length < 1) return { ok: false, message: empty };
  if (text.length > max) return { ok: false, message: tooLong };
  return { ok: true, value: text };
}

/** As `chatMessageContentSchema.safeParse`: the message as it will be sent, or the first problem's message. */
export function checkChatMessageContent(value: unknown) {
  return checkText(value, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_TOO_LONG);
}

/** As `chatTitleInputSchema.shape.title.safeParse`: the name as it will be sent, or the first problem's message. */
export function checkChatTitle(value: unknown) {
  return checkText(value, CHAT_TITLE_MAX_LENGTH, CHAT_TITLE_EMPTY, CHAT_TITLE_TOO_LONG);
}
