import { z } from 'zod';
import { ProviderFailure, type ChatProvider, type ReplyRequest } from './provider.js';

export interface OpenAiCompatibleOptions {
  /** Base URL without the trailing `/chat/completions`, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  /** Longest wait for the first byte of the answer. */
  firstByteTimeoutMs: number;
  /** Longest time for the whole reply. */
  replyTimeoutMs: number;
  /** Upper bound of the reply's length, in tokens. */
  maxTokens?: number;
}

const streamChunkSchema = z.object({
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).partial().nullish() }).loose())
    .optional(),
  error: z.unknown().optional(),
}).loose();

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }).loose() }).loose()).min(1),
}).loose();

/**
 * Replies from any OpenAI-compatible Chat Completions API (`POST {base}/chat/completions` with
 * `stream: true`): server-sent events of `data: {json}` whose `choices[0].delta.content` carry the text,
 * ending with `data: [DONE]`. Uses Node's global fetch; nothing is logged here, least of all the text.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): ChatProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function* streamReply(request: ReplyRequest): AsyncGenerator<string> {
    const internal = new AbortController();
    let timedOut = false;
    const timeOut = () => {
      timedOut = true;
      internal.abort(new ProviderFailure('timeout'));
    };
    const firstByteTimer = setTimeout(timeOut, options.firstByteTimeoutMs);
    const replyTimer = setTimeout(timeOut, options.replyTimeoutMs);
    const signal = AbortSignal.any([request.signal, internal.signal]);

    /** Turns whatever went wrong into a ProviderFailure, except the person stopping the reply. */
    const explain = (error: unknown): unknown => {
      if (request.signal.aborted) return request.signal.reason ?? error;
      if (timedOut) return new ProviderFailure('timeout');
      if (error instanceof ProviderFailure) return error;
      return new ProviderFailure('network');
    };

    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    try {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'text/event-stream',
            ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            max_tokens: options.maxTokens ?? 700,
            temperature: 0.7,
            messages: [{ role: 'system', content: request.systemPrompt }, ...request.messages],
          }),
          signal,
        });
      } catch (error) {
        throw explain(error);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new ProviderFailure('http', response.status);
      }
      if (!response.body) throw new ProviderFailure('protocol');

      reader = response.body.getReader();
      const decoder = new TextDecoder();
      const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
      let buffer = '';
      let eventData: string[] = [];
      let receivedText = false;
      let firstByte = true;

      // A server that ignored `stream: true` answers one JSON body: take its text whole.
      if (isJson) {
        let body = '';
        for (;;) {
          const { done, value } = await reader.read().catch((error: unknown) => {
            throw explain(error);
          });
          if (done) break;
          if (firstByte) {
            firstByte = false;
            clearTimeout(firstByteTimer);
          }
          body += decoder.decode(value, { stream: true });
        }
        const parsed = completionSchema.safeParse(safeJson(body + decoder.decode()));
        const text = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
        if (!text) throw new ProviderFailure('protocol');
        yield text;
        return;
      }

      /** Handles one complete event; true when the stream said it is done. */
      const dispatch = function* (data: string): Generator<string, boolean> {
        if (data === '[DONE]') return true;
        const parsed = streamChunkSchema.safeParse(safeJson(data));
        if (!parsed.success) throw new ProviderFailure('protocol');
        if (parsed.data.error !== undefined && parsed.data.error !== null) throw new ProviderFailure('http');
        const piece = parsed.data.choices?.[0]?.delta?.content;
        if (piece) {
          receivedText = true;
          yield piece;
        }
        return false;
      };

      for (;;) {
        const { done, value } = await reader.read().catch((error: unknown) => {
          throw explain(error);
        });
        if (done) break;
        if (firstByte) {
          firstByte = false;
          clearTimeout(firstByteTimer);
        }
        buffer += decoder.decode(value, { stream: true });
        let newline: number;
        while ((newline = buffer.search(/\r?\n/)) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
          if (line === '') {
            if (eventData.length > 0) {
              const finished = yield* dispatch(eventData.join('\n'));
              eventData = [];
              if (finished) return;
            }
          } else if (line.startsWith('data:')) {
            eventData.push(line.slice(5).replace(/^ /, ''));
          }
          // Comments (`: keep-alive`), `event:`, `id:` and `retry:` lines carry nothing we need.
        }
      }
      buffer += decoder.decode();
      if (buffer.startsWith('data:')) eventData.push(buffer.slice(5).replace(/^ /, ''));
      if (eventData.length > 0 && (yield* dispatch(eventData.join('\n')))) return;
      // The connection closed without `[DONE]`: keep what came, but an empty answer is a failure.
      if (!receivedText) throw new ProviderFailure('protocol');
    } finally {
      clearTimeout(firstByteTimer);
      clearTimeout(replyTimer);
      if (reader) await reader.cancel().catch(() => undefined);
    }
  }

  return { kind: 'ai-model', name: 'AI model', streamReply };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
