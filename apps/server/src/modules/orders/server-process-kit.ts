import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { altchaToken } from '../auth/auth-test-kit.js';

/** Runs the real server (src/main.ts under tsx) as a child process, for crash tests. */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const repoRoot = path.resolve(serverRoot, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type ServerProcess = { child: ChildProcess; baseUrl: string; output: () => string; exited: Promise<number | null> };

export async function startServer({ dataDir, port, env = {} }: { dataDir: string; port: number; env?: Record<string, string> }): Promise<ServerProcess> {
  // tsx as a loader inside one node process: SIGKILL must hit the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      FERRY_MODE: 'sandbox',
      FERRY_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WIDGET_DIST: '/nonexistent-widget-dist',
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_REQUESTS_PER_IP: '100000',
      OTP_REQUESTS_PER_EMAIL: '1000',
      BOT_CHECK_MAX_NUMBER: '2000',
      JOB_WORKERS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/countries`)).ok) return { child, baseUrl, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

export async function api(baseUrl: string, pathname: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${baseUrl}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: init.token } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  // Tests read the answers loosely; the contracts are checked by the in-process suites.
  return { status: res.status, json: (await res.json()) as { response?: any; code?: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Signs a new user in over HTTP as the widget does (bot check, code from the sandbox mailbox). */
export async function signInOverHttp(baseUrl: string, email: string): Promise<string> {
  const challenge = (await api(baseUrl, '/api/v1/auth/bot-check/challenge')).json.response;
  const login = await api(baseUrl, '/api/v1/auth/login', {
    method: 'POST',
    headers: { 'x-hcaptcha-token': altchaToken(challenge) },
    body: { apiKey: 'pk_sandbox_demo', clientId: 'widget', email },
  });
  const stateToken: string = login.json.response.stateToken;
  const mail = await api(baseUrl, `/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}`);
  const verify = await api(baseUrl, '/api/v1/auth/verify', {
    method: 'POST',
    body: { apiKey: 'pk_sandbox_demo', clientId: 'widget', email, otp: mail.json.response[0].code, stateToken, isTncAccepted: true },
  });
  if (verify.status !== 200) throw new Error(`verify answered ${verify.status}`);
  return verify.json.response.accessToken;
}

export async function stopGracefully(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** KYC as the widget does it (forms of a 100 EUR buy), then waits for the sandbox provider's approval. */
export async function passKycOverHttp(baseUrl: string, token: string): Promise<void> {
  const query = new URLSearchParams({ fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_demo', fiatAmount: '100' });
  const quoteId: string = (await api(baseUrl, `/api/v1/widget/quotes?${query}`)).json.response.quoteId;
  await api(baseUrl, `/api/v1/kyc/get-forms?${new URLSearchParams({ metadata: JSON.stringify({ formType: 'KYC', quoteId }) })}`, { token });
  const steps: Array<[string, string, object]> = [
    ['PATCH', '/api/v1/user?apiKey=pk_sandbox_demo', { firstName: 'Ada', lastName: 'Lovelace', dob: '10-12-1990', mobileNumber: '+447700900123' }],
    ['POST', '/api/v1/kyc/forms/address', { countryCode: 'DE', addressLine1: 'Alexanderplatz 1', addressLine2: '', city: 'Berlin', state: 'Berlin', postCode: '10178' }],
    ['POST', '/api/v1/kyc/forms/purposeOfUsage', { purposes: ['investment'] }],
  ];
  for (const [method, pathname, body] of steps) {
    const res = await api(baseUrl, pathname, { method, token, body });
    if (res.status !== 200) throw new Error(`${pathname} answered ${res.status}`);
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const user = await api(baseUrl, '/api/v1/users', { token });
    if (user.json.response?.kyc?.l1?.status === 'APPROVED') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('KYC was not approved');
}
