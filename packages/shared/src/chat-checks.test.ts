import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loose, maybe } from './testing/arbitraries.js';
import {
  CHAT_ASSISTANT_KINDS,
  CHAT_MESSAGE_KINDS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_STATUSES,
  CHAT_REGION_CODES,
  CHAT_REPLY_KINDS,
  CHAT_RISK_LEVELS,
  CHAT_TITLE_MAX_LENGTH,
  checkChatMessageContent,
  checkChatTitle,
  parseChatAssistant,
  parseChatStreamEvent,
  parseConversationList,
  parseConversationResponse,
  parseCreatedConversationId,
} from './chat-checks.js';
import {
  chatAssistantSchema,
  chatMessageContentSchema,
  chatTitleInputSchema,
  chunkEventSchema,
  conversationListResponseSchema,
  conversationResponseSchema,
  createConversationResponseSchema,
  doneEventSchema,
  errorEventSchema,
  riskEventSchema,
} from './schemas/chat.js';

/** As `maybe`, but wrong far less often: records of many fields are then often wholly valid, so a check's last steps are reached. */
const mostly = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 12, arbitrary: arb as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: loose });
const oneOf = (values: readonly string[]) => maybe(fc.oneof(fc.constantFrom(...values), fc.string()));
const nullableString = maybe(fc.option(fc.string(), { nil: null }));
const summary = fc.record(
  { id: mostly(fc.string()), title: mostly(fc.option(fc.string(), { nil: null })), createdAt: mostly(fc.string()), updatedAt: mostly(fc.string()), extra: loose },
  { requiredKeys: [] },
);
const message = fc.record(
  {
    id: mostly(fc.string()),
    kind: mostly(fc.oneof(fc.constantFrom(...CHAT_MESSAGE_KINDS), fc.constant('system'))),
    content: mostly(fc.string()),
    status: mostly(fc.oneof(fc.constantFrom(...CHAT_MESSAGE_STATUSES), fc.constant('writing'))),
    riskLevel: mostly(fc.option(fc.constantFrom(...CHAT_RISK_LEVELS, 'high'), { nil: null })),
    region: mostly(fc.option(fc.constantFrom(...CHAT_REGION_CODES, 'FR'), { nil: null })),
    createdAt: mostly(fc.string()),
    extra: loose,
  },
  { requiredKeys: [] },
);
/** Text around the limits, with blank space that trimming removes (and some it does not: zero-width). */
const text = (max: number) =>
  fc.oneof(
    fc.string(),
    fc.constantFrom('', '   ', '\n\t ', '\u200b', '\u00a0x\u00a0'),
    fc.tuple(fc.constantFrom('', ' ', '\n '), fc.integer({ min: max - 2, max: max + 2 }), fc.constantFrom('', ' ', '\t')).map(([before, n, after]) => `${before}${'é'.repeat(n)}${after}`),
    loose,
  );

const same = <T>(mine: T | null, zod: { success: boolean; data?: T }): void => {
  expect(mine).toEqual(zod.success ? zod.data : null);
};

describe('the chat’s hand-written checks agree with its zod schemas', () => {
  it('parseConversationList = conversationListResponseSchema.parse(…).conversations', () => {
    const answer = fc.oneof(fc.record({ conversations: mostly(fc.array(summary, { maxLength: 4 })), extra: loose }, { requiredKeys: [] }), loose);
    fc.assert(
      fc.property(answer, (value) => {
        const zod = conversationListResponseSchema.safeParse(value);
        expect(parseConversationList(value)).toEqual(zod.success ? zod.data.conversations : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('parseConversationResponse = conversationResponseSchema.parse', () => {
    const answer = fc.oneof(fc.record({ conversation: mostly(summary), messages: mostly(fc.array(message, { maxLength: 3 })), extra: loose }, { requiredKeys: [] }), loose);
    fc.assert(
      fc.property(answer, (value) => {
        same(parseConversationResponse(value), conversationResponseSchema.safeParse(value));
      }),
      { numRuns: 4000 },
    );
  });

  it('parseCreatedConversationId = createConversationResponseSchema.parse(…).id', () => {
    fc.assert(
      fc.property(fc.oneof(fc.record({ id: maybe(fc.string()), extra: loose }, { requiredKeys: [] }), loose), (value) => {
        const zod = createConversationResponseSchema.safeParse(value);
        expect(parseCreatedConversationId(value)).toEqual(zod.success ? zod.data.id : null);
      }),
      { numRuns: 1000 },
    );
  });

  it('parseChatAssistant = chatAssistantSchema.parse', () => {
    const answer = fc.oneof(fc.record({ kind: oneOf(CHAT_ASSISTANT_KINDS), name: maybe(fc.string()), extra: loose }, { requiredKeys: [] }), loose);
    fc.assert(
      fc.property(answer, (value) => {
        same(parseChatAssistant(value), chatAssistantSchema.safeParse(value));
      }),
      { numRuns: 1000 },
    );
  });

  it('parseChatStreamEvent = the event’s schema, and nothing for an unknown event', () => {
    const schemas = { risk: riskEventSchema, chunk: chunkEventSchema, error: errorEventSchema, done: doneEventSchema } as const;
    const data = fc.oneof(
      fc.record({ level: oneOf(CHAT_RISK_LEVELS), extra: loose }, { requiredKeys: [] }),
      fc.record({ text: maybe(fc.string()), replace: maybe(fc.boolean()), extra: loose }, { requiredKeys: [] }),
      fc.record({ code: maybe(fc.string()), message: maybe(fc.string()) }, { requiredKeys: [] }),
      fc.record(
        { status: oneOf(CHAT_MESSAGE_STATUSES), kind: oneOf(CHAT_REPLY_KINDS), userMessageId: maybe(fc.string()), replyMessageId: nullableString, extra: loose },
        { requiredKeys: [] },
      ),
      loose,
    );
    fc.assert(
      fc.property(fc.constantFrom('risk', 'chunk', 'error', 'done', 'ping', 'constructor'), data, (event, value) => {
        const schema = (schemas as Record<string, (typeof schemas)[keyof typeof schemas]>)[event];
        const zod = Object.hasOwn(schemas, event) && schema ? schema.safeParse(value) : { success: false as const };
        expect(parseChatStreamEvent(event, value)).toEqual(zod.success ? { event, data: zod.data } : null);
      }),
      { numRuns: 4000 },
    );
  });

  it('checkChatMessageContent = chatMessageContentSchema.safeParse, with the same message', () => {
    fc.assert(
      fc.property(text(CHAT_MESSAGE_MAX_LENGTH), (value) => {
        const zod = chatMessageContentSchema.safeParse(value);
        expect(checkChatMessageContent(value)).toEqual(zod.success ? { ok: true, value: zod.data } : { ok: false, message: zod.error.issues[0]!.message });
      }),
      { numRuns: 2000 },
    );
  });

  it('checkChatTitle = chatTitleInputSchema’s title, with the same message', () => {
    fc.assert(
      fc.property(text(CHAT_TITLE_MAX_LENGTH), (value) => {
        const zod = chatTitleInputSchema.shape.title.safeParse(value);
        expect(checkChatTitle(value)).toEqual(zod.success ? { ok: true, value: zod.data } : { ok: false, message: zod.error.issues[0]!.message });
      }),
      { numRuns: 2000 },
    );
  });
});
