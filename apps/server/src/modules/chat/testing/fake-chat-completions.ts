import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Tests only: a real HTTP server on 127.0.0.1 speaking the OpenAI Chat Completions streaming wire format
 * (`data: {json}` events with `choices[0].delta.content`, then `data: [DONE]`). It records every request it
 * receives, so a test can prove what a provider was (and was not) sent.
 */

export type FakeAnswer =
  | { kind: 'stream'; pieces: readonly string[]; delayMs?: number; /** Write the bytes in pieces this small. */ splitBytes?: number }
  | { kind: 'stall'; pieces: readonly string[] }
  | { kind: 'error'; status: number }
  | { kind: 'json'; content: string }
  | { kind: 'hang' };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
}

export interface FakeChatCompletions {
  /** Base URL to configure (AI_BASE_URL), e.g. `http://127.0.0.1:41234/v1`. */
  url: string;
  requests: RecordedRequest[];
  /** How the next requests are answered (until changed). */
  answer(next: FakeAnswer | ((request: RecordedRequest) => FakeAnswer)): void;
  close(): Promise<void>;
}

const chunk = (content: string | null, finish: string | null = null, role?: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, delta: { ...(role ? { role } : {}), ...(content !== null ? { content } : {}) }, finish_reason: finish }],
  })}\n\n`;

async function writeSlowly(res: ServerResponse, text: string, splitBytes: number | undefined): Promise<void> {
  if (!splitBytes) {
    res.write(text);
    return;
  }
  const bytes = Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i += splitBytes) {
    res.write(bytes.subarray(i, i + splitBytes));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const requests: RecordedRequest[] = [];
  let next: FakeAnswer | ((request: RecordedRequest) => FakeAnswer) = { kind: 'stream', pieces: ['Hello.'] };
  const sockets = new Set<Socket>();

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(raw) as RecordedRequest['body'];
      } catch {
        // recorded as empty
      }
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const plan = typeof next === 'function' ? next(recorded) : next;
      void respond(plan, res);
    });
  });

  async function respond(plan: FakeAnswer, res: ServerResponse) {
    switch (plan.kind) {
      case 'hang':
        return; // never answers
      case 'error':
        res.writeHead(plan.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error' } }));
        return;
      case 'json':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: plan.content }, finish_reason: 'stop' }] }));
        return;
      case 'stall':
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
        res.write(chunk('', null, 'assistant'));
        for (const piece of plan.pieces) res.write(chunk(piece));
        return; // then silence
      case 'stream': {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
        await writeSlowly(res, ': OPENROUTER PROCESSING\n\n' + chunk('', null, 'assistant'), plan.splitBytes);
        for (const piece of plan.pieces) {
          if (plan.delayMs) await new Promise((resolve) => setTimeout(resolve, plan.delayMs));
          if (res.destroyed) return;
          await writeSlowly(res, chunk(piece), plan.splitBytes);
        }
        await writeSlowly(res, chunk(null, 'stop') + 'data: [DONE]\n\n', plan.splitBytes);
        res.end();
      }
    }
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(plan) {
      next = plan;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
