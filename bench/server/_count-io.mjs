// Preloaded into the server under test (`node --import ./bench/server/_count-io.mjs`): counts socket
// writes (to PostgreSQL, to HTTP clients) and SQL statements, the figures a busy machine cannot blur.
// SIGUSR2 appends the counts since the last signal to COUNT_IO_FILE as one JSON line and starts again.
import { appendFileSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';

const counts = { dbWrites: 0, httpWrites: 0, statements: 0 };
const writeGeneric = net.Socket.prototype._writeGeneric;
net.Socket.prototype._writeGeneric = function (...args) {
  if (this.server) counts.httpWrites++;
  else counts.dbWrites++;
  return writeGeneric.apply(this, args);
};
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  counts.statements++;
  return query.apply(this, args);
};
process.on('SIGUSR2', () => {
  appendFileSync(process.env.COUNT_IO_FILE, JSON.stringify(counts) + '\n');
  for (const k of Object.keys(counts)) counts[k] = 0;
});
