import { describe, expect, it } from 'vitest';
import { SseParser, type SseMessage } from './sse-parser';

describe('SseParser', () => {
  it('splits events across chunks and line endings, keeps the last id and skips comments', () => {
    const seen: SseMessage[] = [];
    const parser = new SseParser((m) => seen.push(m));
    parser.feed('event: ready\ndata: {}\n\n: ping\n\nid: 7\nevent: st');
    parser.feed('ock\r\ndata: {"kind":"stock"}\r\n\r\nid: 8\nevent: layout\ndata: a\ndata: b\n');
    expect(seen).toEqual([
      { id: undefined, event: 'ready', data: '{}' },
      { id: '7', event: 'stock', data: '{"kind":"stock"}' },
    ]);
    parser.feed('\n');
    expect(seen[2]).toEqual({ id: '8', event: 'layout', data: 'a\nb' });
    expect(parser.lastEventId).toBe('8');
  });
});
