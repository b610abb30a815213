// The ceiling of any Node server on this machine: node:http answering a fixed small JSON to every
// request, no framework, no database. The throughput benchmark drives it with the stock-in's own POST.
import { createServer } from 'node:http';

const answer = Buffer.from(JSON.stringify({ errors: [], change_id: 1, shoptet_sync: true, movements: [] }));
createServer((req, res) => {
  // Read the body as a real handler must before answering.
  req.on('data', () => {});
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length });
    res.end(answer);
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
