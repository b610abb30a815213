import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte on a fresh socket: the only way to send what fetch and
 * node:http refuse or normalise (bad percent-encoding, NUL, `..`, unknown methods). Loopback only.
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const head = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
  for (const [name, value] of Object.entries(options.headers ?? {})) head.push(`${name}: ${value}`);
  if (body) head.push(`Content-Length: ${body.length}`);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 80)}`)));
    socket.on('data', (d) => {
      chunks.push(d);
      // An event stream stays open for minutes by design: its status and headers are the answer.
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      if (split > 0 && /^content-type:\s*text\/event-stream/im.test(text.slice(0, split))) socket.destroy();
    });
    // The server may answer (and close) before a huge body is written; what it said still counts.
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1]);
      if (!status)
        return reject(new Error(`no status line for ${method} ${target.slice(0, 80)}: ${text.slice(0, 80)}`));
      const split = text.indexOf('\r\n\r\n');
      resolve({ status, headers: text.slice(0, split), body: split < 0 ? '' : text.slice(split + 4) });
    });
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    if (body) socket.write(body);
  });
}
