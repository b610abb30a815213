import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';

/**
 * A reverse proxy on loopback that compresses as nginx's `gzip on` does: an answer that is not encoded yet and whose
 * type is text gets gzipped when the browser accepts gzip; an answer the server encoded passes through untouched.
 * Stands for the proxy a shop puts in front of the server. Returns the proxy and its port.
 */
export async function startCompressingProxy(upstreamPort: number): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers };
        const type = String(headers['content-type'] ?? '');
        const compress =
          !headers['content-encoding'] &&
          /gzip/.test(String(req.headers['accept-encoding'] ?? '')) &&
          /^(text\/|application\/(json|javascript|manifest\+json))/.test(type) &&
          answer.statusCode === 200;
        if (!compress) {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        res.writeHead(200, headers);
        answer.pipe(createGzip()).pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
