import { jest } from '@jest/globals';
import { createRefreshScheduler, refreshDelayMs } from './refresh-scheduler';

test('the lead is min(120 s, expires_in / 2)', () => {
  expect(refreshDelayMs(900)).toBe(780_000);
  expect(refreshDelayMs(240)).toBe(120_000);
  expect(refreshDelayMs(200)).toBe(100_000);
  expect(refreshDelayMs(6)).toBe(3_000);
  expect(refreshDelayMs(0)).toBe(0);
});

describe('the scheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('renews at expires_in minus the lead', () => {
    const renew = jest.fn();
    createRefreshScheduler(renew).schedule(900);
    jest.advanceTimersByTime(779_999);
    expect(renew).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  test('a new expires_in replaces the pending renewal', () => {
    const renew = jest.fn();
    const scheduler = createRefreshScheduler(renew);
    scheduler.schedule(10);
    scheduler.schedule(900);
    jest.advanceTimersByTime(10_000);
    expect(renew).not.toHaveBeenCalled();
    jest.advanceTimersByTime(780_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  test('cancel stops the pending renewal', () => {
    const renew = jest.fn();
    const scheduler = createRefreshScheduler(renew);
    scheduler.schedule(10);
    scheduler.cancel();
    jest.advanceTimersByTime(60_000);
    expect(renew).not.toHaveBeenCalled();
  });
});
