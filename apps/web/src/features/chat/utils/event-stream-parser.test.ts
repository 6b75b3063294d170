import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type RawStreamEvent } from './event-stream-parser';

function parse(pieces: readonly string[]): RawStreamEvent[] {
  const events: RawStreamEvent[] = [];
  const parser = createEventStreamParser((e) => events.push(e));
  for (const piece of pieces) parser.push(piece);
  parser.end();
  return events;
}

describe('event stream parser', () => {
  const body = 'event: risk\ndata: {"level":"none"}\n\n: keep-alive\n\nevent: chunk\ndata: {"text":"Hi.\\n"}\n\nevent: done\ndata: {}\n\n';
  const expected = [
    { event: 'risk', data: '{"level":"none"}' },
    { event: 'chunk', data: '{"text":"Hi.\\n"}' },
    { event: 'done', data: '{}' },
  ];

  it('reads whole events', () => {
    expect(parse([body])).toEqual(expected);
  });

  it('reads events split anywhere, one character at a time', () => {
    expect(parse([...body])).toEqual(expected);
  });

  it('accepts CRLF line endings, joined data lines and a last event with no blank line', () => {
    expect(parse(['event: chunk\r\ndata: a\r\ndata: b\r\n\r\n', 'data: tail'])).toEqual([
      { event: 'chunk', data: 'a\nb' },
      { event: 'message', data: 'tail' },
    ]);
  });
});
