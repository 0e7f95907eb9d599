import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/**
 * The product's API server (./export-server.ts) in a process of its own on `databaseUrl`, with an
 * initial admin; resolves once it listens. `nodeOptions` go to its Node (a CPU profile, say).
 */
export async function startProductServer(databaseUrl: string, admin: { username: string; password: string }, options: { env?: Record<string, string>; nodeOptions?: string[] } = {}): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), '--import', 'tsx', fileURLToPath(new URL('./export-server.ts', import.meta.url))], {
    env: { ...process.env, ...options.env, DATABASE_URL: databaseUrl, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error('the server did not start');
    }),
  ])) as [{ port: number }];
  return { child, base: `http://127.0.0.1:${message.port}` };
}

/** Stops a server started by startProductServer, waiting for it to close its database. */
export async function stopProductServer(child: ChildProcess | null): Promise<void> {
  if (!child?.connected) return;
  child.disconnect();
  await once(child, 'exit');
}
