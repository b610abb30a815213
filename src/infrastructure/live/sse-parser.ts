/** One server-sent event as the text/event-stream format defines it. */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Incremental text/event-stream parser (the WHATWG rules the fetch-based reader needs: an
 * EventSource cannot send the Bearer header). Feed it decoded chunks; it calls `onMessage` per
 * complete event. Comment lines are ignored; `id` persists as the last event id.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  lastEventId: string | undefined;

  constructor(private readonly onMessage: (message: SseMessage) => void) {}

  feed(chunk: string): void {
    this.buffer += chunk;
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/);
      if (end < 0) return;
      const line = this.buffer.slice(0, end);
      const breakLength = this.buffer.startsWith('\r\n', end) ? 2 : 1;
      this.buffer = this.buffer.slice(end + breakLength);
      this.line(line);
    }
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length || this.event) {
        this.onMessage({ id: this.lastEventId, event: this.event || 'message', data: this.data.join('\n') });
      }
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
  }
}
