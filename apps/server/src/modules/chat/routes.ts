import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  CHAT_MESSAGE_EMPTY,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_MESSAGES_PER_MINUTE,
  chatMessageInputSchema,
  chatTitleInputSchema,
  type ChatAssistant,
  type ChatMessage,
  type ConversationSummary,
} from '@wellbeing/shared/schemas/chat';
import { z } from 'zod';
import { regionFromAcceptLanguage } from '@wellbeing/shared/crisis-lines';
import { AppError, notFound, parseInput } from '../../lib/app-error.js';
import { registerExport } from '../account/data-export.js';
import { requireViewer } from '../auth/viewer.js';
import { limitKey } from '../rate-limit/limiter.js';
import { providerContext, recentUserTurns } from './context.js';
import { crisisLinesFor, crisisResponseText } from './crisis-response.js';
import { openEventStream, type EventStream } from './event-stream.js';
import { ELEVATED_SAFETY_INSTRUCTION, PROVIDER_FAILURE_MESSAGE, PROVIDER_TIMEOUT_MESSAGE, SUPPORT_OPTIONS, SYSTEM_PROMPT } from './prompts.js';
import { chunkReply } from './providers/guided-listener.js';
import { ProviderFailure } from './providers/provider.js';
import { createChatProvider } from './providers/select.js';
import { createChatRepository } from './repository.js';
import { assessMessage, type AssessedRisk } from './safety/model/assess.js';
import type { RiskAssessment } from './safety/risk.js';
import { checkModelReply, SAFE_REPLACEMENT_REPLY } from './safety/reply-guard.js';
import { SentenceGuard } from './sentence-guard.js';

/** A reply is cut off beyond this length (a provider that does not stop is not allowed to go on forever). */
const MAX_REPLY_CHARS = 4_000;
const TITLE_FROM_MESSAGE_CHARS = 60;
/** How much of a conversation a reply reads: enough for the risk check's turns and the provider's context. */
const HISTORY_MESSAGES = 40;

/** Ids are UUIDs; anything else cannot be a conversation, so it is not found (never a 400 that says more). */
const idParams = z.object({ id: z.uuid() });
const createConversationSchema = z.strictObject({ title: chatTitleInputSchema.shape.title.optional() }).optional();

/** A short name from the first message: its first words, cut at a word boundary. */
export function titleFromMessage(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_FROM_MESSAGE_CHARS) return flat;
  const cut = flat.slice(0, TITLE_FROM_MESSAGE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/**
 * The risk check, failing closed: should it ever throw, the message is treated as crisis (crisis help
 * first, nothing sent to a model) rather than answered without a check.
 */
async function assessSafely(message: string, recentTurns: readonly string[], log: FastifyBaseLogger): Promise<AssessedRisk> {
  try {
    const risk = await assessMessage(message, recentTurns);
    if (risk.reasons.includes('model:unavailable')) log.warn('risk model unavailable; the rules answered alone');
    else if (risk.reasons.includes('model:partial')) log.warn('second sentence encoder unavailable; the models that read USE alone answered');
    return risk;
  } catch (error) {
    log.error({ err: { type: (error as Error).name } }, 'risk check failed; treating the message as crisis');
    return { level: 'crisis', categories: [], reasons: ['check-failed'], rules: 'crisis' };
  }
}

/**
 * Once the last answer was the crisis response, a crisis the learned model reads only in the earlier turns
 * would repeat that response on every message that follows, however the person answers its question. The
 * help has just been given; the conversation goes on as elevated (the safety instruction, support options
 * after the reply). A crisis the rules read in what the person says now ("ok bye" after it) still gets the
 * crisis response again.
 */
function afterCrisisHelp(risk: AssessedRisk, history: readonly ChatMessage[]): AssessedRisk {
  if (!risk.reasons.includes('model:crisis') || history.at(-1)?.kind !== 'crisis') return risk;
  return { ...risk, level: 'elevated', reasons: [...risk.reasons.filter((r) => r !== 'model:crisis'), 'model:crisis-after-help'] };
}

/** The message body, with the chat's own codes for its two everyday mistakes. */
function parseMessageInput(body: unknown) {
  const parsed = chatMessageInputSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const contentIssue = parsed.error.issues.find((issue) => issue.path[0] === 'content');
  if (contentIssue?.code === 'too_big') throw new AppError(400, 'chat/message-too-long', CHAT_MESSAGE_TOO_LONG, { content: CHAT_MESSAGE_TOO_LONG });
  if (contentIssue) throw new AppError(400, 'chat/message-empty', CHAT_MESSAGE_EMPTY, { content: CHAT_MESSAGE_EMPTY });
  return parseInput(chatMessageInputSchema, body);
}

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const repo = createChatRepository(app.database.db, app.config.encryptionKey);
  const provider = createChatProvider(app.config);

  registerExport(app, 'aiChat', (userId) => repo.exportFor(userId));

  // The risk check builds its rules on first use, and the sentence encoders load their models on their own threads
  // (until then the rules answer alone): start both once the server is up, so the first person to write (who
  // may be the one in crisis) is not the one kept waiting. A broken check is reported (and fails closed) when
  // a real message meets it.
  app.addHook('onListen', async () => {
    setTimeout(() => void assessMessage('hello', []).catch(() => undefined), 0).unref();
  });

  async function ownConversation(params: unknown, userId: string): Promise<ConversationSummary> {
    const parsed = idParams.safeParse(params);
    if (!parsed.success) throw notFound();
    const conversation = await repo.findConversation(parsed.data.id, userId);
    if (!conversation) throw notFound();
    return conversation;
  }

  app.get('/api/chat/assistant', async (request, reply): Promise<ChatAssistant> => {
    await requireViewer(request, reply);
    return { kind: provider.kind, name: provider.name };
  });

  app.get('/api/chat/conversations', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    return { conversations: await repo.listConversations(viewer.user.id) };
  });

  app.post('/api/chat/conversations', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const input = parseInput(createConversationSchema, request.body);
    if (!(await app.limiter.hit(limitKey('chat-conversation', viewer.user.id), { limit: 30, windowSeconds: 600 }))) {
      reply.header('Retry-After', '600');
      throw new AppError(429, 'request/rate-limited');
    }
    const conversation = await repo.createConversation(viewer.user.id, input?.title ?? null);
    return reply.code(201).send({ id: conversation.id });
  });

  app.get('/api/chat/conversations/:id', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const conversation = await ownConversation(request.params, viewer.user.id);
    return { conversation, messages: await repo.messages(conversation.id, viewer.user.id) };
  });

  app.patch('/api/chat/conversations/:id', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const conversation = await ownConversation(request.params, viewer.user.id);
    const { title } = parseInput(chatTitleInputSchema, request.body);
    if (!(await repo.renameConversation(conversation.id, viewer.user.id, title))) throw notFound();
    return { conversation: { ...conversation, title } };
  });

  app.delete('/api/chat/conversations/:id', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const conversation = await ownConversation(request.params, viewer.user.id);
    if (!(await repo.deleteConversation(conversation.id, viewer.user.id))) throw notFound();
    return { ok: true };
  });

  app.post('/api/chat/conversations/:id/messages', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const conversation = await ownConversation(request.params, viewer.user.id);
    const input = parseMessageInput(request.body);
    const allowed = await app.limiter.hit(limitKey('chat-message', viewer.user.id), { limit: CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 });
    if (!allowed) {
      reply.header('Retry-After', '60');
      throw new AppError(429, 'chat/rate-limited', 'You’ve sent a lot of messages in a short time. Please wait a minute, then send it again.');
    }
    const region = input.region ?? regionFromAcceptLanguage(request.headers['accept-language']);

    // The safety layer runs first, on the message and the person's recent turns, before any model.
    const history = await repo.recentMessages(conversation.id, viewer.user.id, HISTORY_MESSAGES);
    const risk = afterCrisisHelp(await assessSafely(input.content, recentUserTurns(history), request.log), history);
    const userMessage = await repo.addMessage(conversation.id, viewer.user.id, { kind: 'user', content: input.content, riskLevel: risk.level });
    if (conversation.title === null && risk.level !== 'crisis') {
      await repo.nameIfUnnamed(conversation.id, viewer.user.id, titleFromMessage(input.content));
    }

    const stream = openEventStream(reply, { isProduction: app.config.isProduction });
    try {
      await answer({ stream, risk, region, history: [...history, userMessage], userMessage, conversationId: conversation.id, userId: viewer.user.id, log: request.log });
    } catch (error) {
      // The headers are sent: the failure can only be told inside the stream.
      request.log.error({ err: { type: (error as Error).name, code: (error as { code?: string }).code } }, 'chat reply failed');
      stream.send('error', { code: 'server/error', message: PROVIDER_FAILURE_MESSAGE });
    } finally {
      stream.end();
    }
  });

  interface AnswerContext {
    stream: EventStream;
    risk: RiskAssessment;
    region: ReturnType<typeof regionFromAcceptLanguage>;
    history: ChatMessage[];
    userMessage: ChatMessage;
    conversationId: string;
    userId: string;
    log: FastifyBaseLogger;
  }

  async function answer({ stream, risk, region, history, userMessage, conversationId, userId, log }: AnswerContext): Promise<void> {
    stream.send('risk', { level: risk.level });

    if (risk.level === 'crisis') {
      // No reply is generated: the crisis response comes first, whole, and is kept even if the person leaves.
      const lines = await crisisLinesFor(app.database.db, region, (error) =>
        log.error({ err: { type: (error as Error).name } }, 'crisis lines read failed; using the built-in ones'),
      );
      const text = crisisResponseText(region, lines, risk.reasons.includes('model:crisis') ? 'check-in' : 'confirmed');
      for (const piece of chunkReply(text, 8)) stream.send('chunk', { text: piece });
      const saved = await repo.addMessage(conversationId, userId, { kind: 'crisis', content: text, region });
      stream.send('done', { status: 'complete', kind: 'crisis', userMessageId: userMessage.id, replyMessageId: saved.id });
      return;
    }

    const riskLevel = risk.level;
    const guard = new SentenceGuard(checkModelReply);
    const sendPieces = (pieces: string[]) => {
      for (const text of pieces) stream.send('chunk', { text });
    };
    let status: ChatMessage['status'] = 'complete';
    let failure: ProviderFailure | undefined;
    try {
      const pieces = provider.streamReply({
        systemPrompt: riskLevel === 'elevated' ? `${SYSTEM_PROMPT}\n\n${ELEVATED_SAFETY_INSTRUCTION}` : SYSTEM_PROMPT,
        messages: providerContext(history),
        riskLevel,
        isFirstReply: !history.some((m) => m.kind !== 'user'),
        signal: stream.signal,
      });
      for await (const piece of pieces) {
        if (stream.signal.aborted) {
          status = 'stopped';
          break;
        }
        sendPieces(guard.push(piece));
        if (guard.tripped || guard.text.length >= MAX_REPLY_CHARS) break;
      }
    } catch (error) {
      if (stream.signal.aborted) {
        status = 'stopped';
      } else {
        status = 'failed';
        failure = error instanceof ProviderFailure ? error : new ProviderFailure('network');
        log.warn({ provider: provider.kind, reason: failure.reason, status: failure.status }, 'chat provider failed');
      }
    }

    // What is still held back is checked like the rest; the person gets it only if they are still here.
    const rest = guard.flush();
    if (status !== 'stopped') sendPieces(rest);

    let content = guard.text;
    if (guard.tripped) {
      status = 'replaced';
      content = SAFE_REPLACEMENT_REPLY;
      stream.send('chunk', { text: content, replace: true });
      log.warn({ reasons: guard.reasons }, 'chat reply replaced by the safety check');
    } else if (status === 'complete' && riskLevel === 'elevated') {
      content += SUPPORT_OPTIONS;
      stream.send('chunk', { text: SUPPORT_OPTIONS });
    }
    if (failure) {
      stream.send('error', { code: failure.reason === 'timeout' ? 'chat/provider-timeout' : 'chat/provider-failed', message: failure.reason === 'timeout' ? PROVIDER_TIMEOUT_MESSAGE : PROVIDER_FAILURE_MESSAGE });
    }

    const saved = content.trim() === '' && status !== 'replaced' ? null : await repo.addMessage(conversationId, userId, { kind: 'reply', content, status });
    stream.send('done', { status, kind: 'reply', userMessageId: userMessage.id, replyMessageId: saved?.id ?? null });
  }
}

