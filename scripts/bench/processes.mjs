// What the bench scripts share: starting a server process and the bare node:http server they compare against.
import { spawn } from 'node:child_process';

/** Starts `node args` in `cwd` and resolves once its output contains `readyText`. */
export function startProcess(cwd, args, env, readyText) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.length > 100_000) output = output.slice(-20_000);
      if (output.includes(readyText)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`process exited with ${code}:\n${output.slice(-2000)}`)));
  });
}

/** A bare node:http server answering a small JSON body: the floor every route is measured against. */
export const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ response: { ok: true, value: '250.00' } });
http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare ready'));
`;
