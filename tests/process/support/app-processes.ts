import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits for `probe` to give a value (not undefined, not false): a condition, never a fixed time. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A mail server the test stops and starts again on the same port; while `holding`, it accepts connections but never answers MAIL FROM. */
export class MailServer {
  readonly mails: { to: string[]; raw: string }[] = [];
  holding = false;
  held = 0;
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onMailFrom: (_address, _session, callback) => {
        if (!this.holding) return callback();
        this.held += 1; // never answered: the sender is stuck in the middle of its job
      },
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          this.mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    // Held sessions would keep close() waiting: end them.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? []) connection.close();
    });
  }

  to(address: string) {
    return this.mails.filter((mail) => mail.to.includes(address));
  }
}

export interface AppProcess {
  name: string;
  child: ChildProcessWithoutNullStreams;
  port: number;
  output: string;
  exited: Promise<number | null>;
}

/**
 * One application process (support/api-server.ts) in production mode, with short job delays so
 * that tests wait seconds, not minutes; `env` adds to or replaces the defaults. Resolves once it listens.
 */
export async function startAppProcess(name: string, env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/process/support/api-server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_POOL_SIZE: '3',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: 'admin',
      JOBS_POLL_SECONDS: '0.5',
      JOBS_RETRY_DELAY_SECONDS: '1',
      JOBS_MAINTENANCE_SECONDS: '1',
      ...env,
    },
  });
  const app: AppProcess = { name, child, port, output: '', exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
  child.stdout.on('data', (chunk: Buffer) => (app.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (app.output += chunk.toString()));
  await until(`${name} to listen`, () => app.output.includes('server listening') || (child.exitCode !== null && Promise.reject(new Error(app.output))), 120_000);
  return app;
}

/** Log lines of one process about jobs of `kind` starting. */
export const jobStarts = (app: AppProcess, kind: string) => app.output.split('\n').filter((line) => line.includes(`"kind":"${kind}"`) && line.includes('job started')).length;
