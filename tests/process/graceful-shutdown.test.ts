import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function waitForOutput(child: ChildProcessWithoutNullStreams, text: string, timeoutMs = 40_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no "${text}" within ${timeoutMs} ms; output: ${seen}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve();
      }
    };
    child.stdout.on('data', onData);
  });
}

let dataDir: string;
let child: ChildProcessWithoutNullStreams;
let port: number;
let output = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-shutdown-'));
  port = await freePort();
  child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/index.ts'], {
    cwd: root,
    // Development mode renders pages through Vite, so the test needs no production build.
    env: { ...process.env, NODE_ENV: 'development', NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ADMIN_PASSWORD: 'Adm1nPassword' },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForOutput(child, 'server listening');
}, 45_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

test('on SIGTERM an in-flight request finishes, then the database closes and the process exits 0', async () => {
  const body = JSON.stringify({ identifier: 'admin', password: 'Adm1nPassword' });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    // Half the body now: the request is in flight when the signal arrives.
    request.write(body.slice(0, 10));
    setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(() => request.end(body.slice(10)), 300);
    }, 200);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const answer = await response;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ username: 'admin', role: 'super_admin' });
  expect(await exited).toBe(0);
  expect(output).toContain('database closed');
}, 30_000);
