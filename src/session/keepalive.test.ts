import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEPALIVE_INTERVAL_MS } from '../constants';
import { startKeepalive } from './keepalive';

const MINUTE = 60 * 1000;

describe('startKeepalive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('pins the default interval at 10 minutes', () => {
    expect(KEEPALIVE_INTERVAL_MS).toBe(10 * MINUTE);
  });

  it.each([[''], ['  '], [null], [undefined]])('does nothing without a URL (%j)', (url) => {
    const fetch = vi.fn(() => Promise.resolve(new Response()));
    const stop = startKeepalive({ url, fetch });
    vi.advanceTimersByTime(60 * MINUTE);
    expect(fetch).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(() => stop()).not.toThrow();
  });

  it('pings once per 10 minutes by default, with credentials and no cache', () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response()));
    startKeepalive({ url: '/keepalive', fetch });
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/keepalive', { method: 'GET', credentials: 'include', cache: 'no-store' });
    vi.advanceTimersByTime(20 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('honours intervalMs', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response()));
    startKeepalive({ url: 'https://session.example.com/ping', intervalMs: 1000, fetch });
    vi.advanceTimersByTime(5000);
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('stop() stops the pings', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response()));
    const stop = startKeepalive({ url: '/keepalive', fetch });
    vi.advanceTimersByTime(10 * MINUTE);
    stop();
    stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('swallows failures, rejected or thrown, and keeps pinging', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(() => {
        throw new TypeError('bad');
      })
      .mockResolvedValue(new Response());
    startKeepalive({ url: '/keepalive', fetch });
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(debug).toHaveBeenCalledTimes(2);
  });
});
