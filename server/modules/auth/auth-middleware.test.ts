import type { Request, Response } from 'express';
import { ACCESS_COOKIE } from '../../../contract';
import type { Actor } from '../../context';
import { attachRenderScope, newRenderScope } from '../../http/render-scope';
import { authenticateRequest } from './auth-middleware';
import type { AuthService } from './auth-service';

const actor: Actor = { userId: 1, username: 'ada', email: 'ada@example.com', role: 'admin', sessionId: 's1', accessExpiresAt: 0 };

function countingAuth() {
  const calls: string[] = [];
  const auth = { authenticate: async (token: string) => (calls.push(token), actor) } as unknown as AuthService;
  return { auth, calls };
}

function requestWith(token: string, socket: object = {}): Request {
  return { cookies: { [ACCESS_COOKIE]: token }, socket } as unknown as Request;
}

async function authenticate(auth: AuthService, req: Request): Promise<Actor | null | undefined> {
  await authenticateRequest(auth)(req, {} as Response, () => undefined);
  return req.actor;
}

test('requests over the network each read their session', async () => {
  const { auth, calls } = countingAuth();
  await authenticate(auth, requestWith('token-a'));
  await authenticate(auth, requestWith('token-a'));
  expect(calls).toEqual(['token-a', 'token-a']);
});

test('the calls of one server render read a session once, and another render reads it again', async () => {
  const { auth, calls } = countingAuth();
  const render = newRenderScope();
  const connection = () => {
    const socket = {};
    attachRenderScope(socket, render);
    return socket;
  };
  const actors = await Promise.all([authenticate(auth, requestWith('token-a', connection())), authenticate(auth, requestWith('token-a', connection()))]);
  expect(actors).toEqual([actor, actor]);
  await authenticate(auth, requestWith('token-b', connection()));
  expect(calls).toEqual(['token-a', 'token-b']);

  const nextRender = {};
  attachRenderScope(nextRender, newRenderScope());
  await authenticate(auth, requestWith('token-a', nextRender));
  expect(calls).toEqual(['token-a', 'token-b', 'token-a']);
});
