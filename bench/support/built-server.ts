/**
 * The product as `npm start` runs it (the build in dist/, NODE_ENV=production), in a child process
 * on a free port with an in-memory embedded database, for the page benchmarks. Run `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { access } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

export interface ChildServer {
  base: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before serving ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in 60 s`);
}

/** Starts `args` under this Node with `env` and waits until `readyPath` answers 2xx. */
export async function startChildServer(args: string[], env: Record<string, string>, readyPath: string): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${base}${readyPath}`, child);
  return {
    base,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The built product with a super admin (`admin` / `password`). */
export async function startBuiltProduct(admin: { username: string; password: string }): Promise<ChildServer> {
  await access(path.join(root, 'dist', 'server', 'index.js')).catch(() => {
    throw new Error('dist/ is missing: run `npm run build` first');
  });
  return startChildServer(
    ['dist/server/index.js'],
    {
      NODE_ENV: 'production',
      DATA_DIR: 'memory',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: admin.username,
      ADMIN_EMAIL: `${admin.username}@example.com`,
      ADMIN_PASSWORD: admin.password,
      // The load comes from one address: the front limits would refuse it.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
    },
    '/readyz',
  );
}
