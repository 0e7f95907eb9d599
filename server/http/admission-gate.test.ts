import { EventEmitter } from 'node:events';
import { jest } from '@jest/globals';
import type { Request, RequestHandler, Response } from 'express';
import { admissionGate } from './admission-gate';
import { ApiError } from './api-error';

/** A request at the gate: its response is a bare event emitter, `next` records what the gate did with it. */
function arrive(gate: RequestHandler) {
  const response = new EventEmitter();
  const next = jest.fn<(error?: unknown) => void>();
  void gate({} as Request, response as unknown as Response, next);
  return {
    admitted: () => next.mock.calls.length === 1 && next.mock.calls[0]?.length === 0,
    rejection: () => next.mock.calls[0]?.[0],
    next,
    finish: () => response.emit('finish'),
    close: () => response.emit('close'),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('lets `concurrency` requests through at once and holds the next one', () => {
  const gate = admissionGate({ concurrency: 2, maxWaitMs: 2000 });
  const [first, second, third] = [arrive(gate), arrive(gate), arrive(gate)];
  expect(first.admitted()).toBe(true);
  expect(second.admitted()).toBe(true);
  expect(third.next).not.toHaveBeenCalled();
});

test('hands freed slots to the waiters in arrival order, and a newcomer queues behind them', () => {
  const gate = admissionGate({ concurrency: 1, maxWaitMs: 2000 });
  const running = arrive(gate);
  const [second, third] = [arrive(gate), arrive(gate)];

  running.finish();
  expect(second.admitted()).toBe(true);
  expect(third.next).not.toHaveBeenCalled();

  const newcomer = arrive(gate);
  second.finish();
  expect(third.admitted()).toBe(true);
  expect(newcomer.next).not.toHaveBeenCalled();
});

test('answers 503 overloaded with Retry-After to a request that waited past the limit, which then never runs', () => {
  const gate = admissionGate({ concurrency: 1, maxWaitMs: 2000 });
  const running = arrive(gate);
  const waiting = arrive(gate);

  jest.advanceTimersByTime(1999);
  expect(waiting.next).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  const rejection = waiting.rejection();
  expect(rejection).toBeInstanceOf(ApiError);
  const { status, headers } = rejection as ApiError;
  expect(status).toBe(503);
  expect((rejection as ApiError).toBody()).toEqual({ detail: expect.any(String), code: 'overloaded' });
  expect(headers).toEqual({ 'Retry-After': '2' });

  const behind = arrive(gate);
  running.finish();
  expect(behind.admitted()).toBe(true);
  expect(waiting.next).toHaveBeenCalledTimes(1);
});

test('Retry-After is the wait limit rounded up to whole seconds, at least one', () => {
  for (const [maxWaitMs, retryAfter] of [[2500, '3'], [200, '1']] as const) {
    const gate = admissionGate({ concurrency: 1, maxWaitMs });
    arrive(gate);
    const waiting = arrive(gate);
    jest.advanceTimersByTime(maxWaitMs);
    expect((waiting.rejection() as ApiError).headers).toEqual({ 'Retry-After': retryAfter });
  }
});

test('a request whose client went away while waiting leaves the queue and is never answered', () => {
  const gate = admissionGate({ concurrency: 1, maxWaitMs: 2000 });
  const running = arrive(gate);
  const gone = arrive(gate);
  const behind = arrive(gate);

  gone.close();
  running.finish();
  expect(behind.admitted()).toBe(true);
  jest.advanceTimersByTime(10_000);
  expect(gone.next).not.toHaveBeenCalled();
});

test('a slot is released once when the response both finishes and closes', () => {
  const gate = admissionGate({ concurrency: 1, maxWaitMs: 2000 });
  const running = arrive(gate);
  const [second, third] = [arrive(gate), arrive(gate)];

  running.finish();
  running.close();
  expect(second.admitted()).toBe(true);
  expect(third.next).not.toHaveBeenCalled();
});

test('a slot is released when the connection closes before the response finished', () => {
  const gate = admissionGate({ concurrency: 1, maxWaitMs: 2000 });
  const aborted = arrive(gate);
  const waiting = arrive(gate);

  aborted.close();
  expect(waiting.admitted()).toBe(true);
});

test('a request admitted from the queue is not answered 503 when its old wait limit passes', () => {
  const gate = admissionGate({ concurrency: 1, maxWaitMs: 2000 });
  const running = arrive(gate);
  const waiting = arrive(gate);

  jest.advanceTimersByTime(1000);
  running.finish();
  jest.advanceTimersByTime(5000);
  expect(waiting.admitted()).toBe(true);
});
