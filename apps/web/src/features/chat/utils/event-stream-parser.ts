export interface RawStreamEvent {
  event: string;
  data: string;
}

/**
 * Reads `text/event-stream` text as it arrives, in pieces of any size: an event is complete at a blank
 * line. Comments (`: keep-alive`) are skipped; several `data:` lines are joined with line breaks.
 */
export function createEventStreamParser(onEvent: (event: RawStreamEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(text: string) {
      buffer += text;
      let index: number;
      while ((index = buffer.search(/\r\n|\r|\n/)) !== -1) {
        const ending = buffer.startsWith('\r\n', index) ? 2 : 1;
        line(buffer.slice(0, index));
        buffer = buffer.slice(index + ending);
      }
    },
    /** The stream ended: a last event without its blank line still counts. */
    end() {
      if (buffer !== '') line(buffer);
      buffer = '';
      dispatch();
    },
  };
}
