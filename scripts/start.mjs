#!/usr/bin/env node
// `npm start`: install what is missing, build the app, start the server with the embedded
// database. Demo data unless --production. Uses only Node built-ins, so it runs on a fresh clone.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const production = process.argv.includes('--production');
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const lock = existsSync('package-lock.json') ? statSync('package-lock.json').mtimeMs : 0;
const installed = existsSync('node_modules/.package-lock.json')
  ? statSync('node_modules/.package-lock.json').mtimeMs
  : -1;
if (installed < lock) {
  console.log('» Instaluji závislosti (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}
console.log('» Sestavuji aplikaci (vite build)…');
run('npx', ['vite', 'build', '--logLevel', 'warn']);
// The print agent a shop PC downloads from the printing screen (dist/print-agent/).
run(process.execPath, ['scripts/build-print-agent.mjs']);

const args = ['--import', 'tsx', 'server/main.ts', production ? '--production' : '--demo'];
const server = spawn(process.execPath, args, {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: production ? 'production' : process.env.NODE_ENV },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
