import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_IDLE_STORAGE_KEY } from '../../../src/constants';
import { createIdleWatcher, IGNORE_ACTIVITY_ATTRIBUTE, type IdleStorage, type IdleWatcherOptions } from './idle-watcher';

const IDLE = 30;

/** A Map-backed storage, shared between watchers like one localStorage. */
function memoryStorage(): IdleStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function setup(overrides: Partial<IdleWatcherOptions> = {}) {
  const target = new EventTarget();
  const storage = memoryStorage();
  const onCountdown = vi.fn();
  const onTimeout = vi.fn();
  const onActive = vi.fn();
  const watcher = createIdleWatcher({
    idleSeconds: IDLE,
    countdownSeconds: 10,
    onCountdown,
    onTimeout,
    onActive,
    target,
    storage,
    ...overrides,
  });
  const activity = (type = 'pointerdown') => target.dispatchEvent(new Event(type));
  return { watcher, target, storage, onCountdown, onTimeout, onActive, activity };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2030-01-01T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('idle watcher', () => {
  it('starts the countdown exactly after idleSeconds', () => {
    const { watcher, onCountdown } = setup();
    watcher.start();
    expect(watcher.phase()).toBe('watching');
    vi.advanceTimersByTime(IDLE * 1000 - 1);
    expect(onCountdown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCountdown).toHaveBeenCalledExactlyOnceWith(10);
    expect(watcher.phase()).toBe('countdown');
  });

  it('counts 10 → 1 once per second, then times out once and stops', () => {
    const { watcher, onCountdown, onTimeout, target } = setup();
    const remove = vi.spyOn(target, 'removeEventListener');
    watcher.start();
    vi.advanceTimersByTime(IDLE * 1000);
    for (let left = 9; left >= 1; left -= 1) {
      vi.advanceTimersByTime(1000);
      expect(onCountdown).toHaveBeenLastCalledWith(left);
    }
    expect(onCountdown.mock.calls.map(([s]) => s)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(watcher.isRunning()).toBe(false);
    expect(watcher.phase()).toBe('off');
    expect(remove).toHaveBeenCalledTimes(6);
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(onCountdown).toHaveBeenCalledTimes(10);
  });

  it('resume (Cancel) goes back to watching and restarts the full idle time', () => {
    const { watcher, onCountdown, onTimeout, onActive } = setup();
    watcher.start();
    vi.advanceTimersByTime((IDLE + 4) * 1000);
    expect(watcher.phase()).toBe('countdown');
    watcher.resume();
    expect(watcher.phase()).toBe('watching');
    expect(onActive).not.toHaveBeenCalled(); // the caller closed the dialog itself
    onCountdown.mockClear();
    vi.advanceTimersByTime(IDLE * 1000 - 1000);
    expect(onCountdown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onCountdown).toHaveBeenCalledExactlyOnceWith(10);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('resume after a stop starts watching again', () => {
    const { watcher } = setup();
    watcher.start();
    watcher.stop();
    watcher.resume();
    expect(watcher.phase()).toBe('watching');
  });

  it('activity while watching postpones the countdown', () => {
    const { watcher, onCountdown, activity } = setup();
    watcher.start();
    vi.advanceTimersByTime(20_000);
    activity('keydown');
    vi.advanceTimersByTime(IDLE * 1000 - 1000);
    expect(onCountdown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onCountdown).toHaveBeenCalledExactlyOnceWith(10);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'])('%s counts as activity', (type) => {
    const { watcher, onCountdown, activity } = setup();
    watcher.start();
    vi.advanceTimersByTime(20_000);
    activity(type);
    vi.advanceTimersByTime(20_000);
    expect(onCountdown).not.toHaveBeenCalled();
  });

  it('activity during the countdown calls onActive and returns to watching', () => {
    const { watcher, onActive, onTimeout, onCountdown, activity } = setup();
    watcher.start();
    vi.advanceTimersByTime((IDLE + 3) * 1000);
    activity('touchstart');
    expect(onActive).toHaveBeenCalledOnce();
    expect(watcher.phase()).toBe('watching');
    onCountdown.mockClear();
    vi.advanceTimersByTime(IDLE * 1000 - 1000);
    expect(onCountdown).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('ignores activity inside an element marked to be ignored (the dialog buttons)', () => {
    const { watcher, onActive } = setup({ target: document });
    const button = document.createElement('button');
    button.setAttribute(IGNORE_ACTIVITY_ATTRIBUTE, '');
    document.body.append(button);
    watcher.start();
    vi.advanceTimersByTime(IDLE * 1000);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(onActive).not.toHaveBeenCalled();
    expect(watcher.phase()).toBe('countdown');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(onActive).toHaveBeenCalledOnce();
    watcher.stop();
    button.remove();
  });

  it('throttles activity: 100 events within 500 ms count once', () => {
    const { watcher, storage, activity } = setup();
    watcher.start();
    vi.advanceTimersByTime(5000);
    const setItem = vi.spyOn(storage, 'setItem');
    for (let i = 0; i < 100; i += 1) {
      activity('pointermove');
      vi.advanceTimersByTime(4); // 100 × 4 ms = 400 ms
    }
    expect(setItem).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(100);
    activity('pointermove');
    expect(setItem).toHaveBeenCalledTimes(2);
  });

  it('keeps the state in storage: a new watcher (reload) keeps counting', () => {
    const first = setup();
    first.watcher.start();
    vi.advanceTimersByTime(20_000);
    expect(JSON.parse(first.storage.data.get(KIOSK_IDLE_STORAGE_KEY)!)).toEqual({ lastActive: Date.now() - 20_000 });
    first.watcher.stop(); // the page unloads

    const onCountdown = vi.fn();
    const second = createIdleWatcher({
      idleSeconds: IDLE,
      onCountdown,
      onTimeout: vi.fn(),
      onActive: vi.fn(),
      target: new EventTarget(),
      storage: first.storage,
    });
    second.start();
    vi.advanceTimersByTime(9_000);
    expect(onCountdown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onCountdown).toHaveBeenCalledExactlyOnceWith(10);
    second.stop();
  });

  it('a reload during the countdown reopens it with the seconds left', () => {
    const first = setup();
    first.watcher.start();
    vi.advanceTimersByTime((IDLE + 4) * 1000);
    first.watcher.stop();
    const again = setup({ storage: first.storage });
    again.watcher.start();
    expect(again.onCountdown).toHaveBeenCalledExactlyOnceWith(6);
    expect(again.watcher.phase()).toBe('countdown');
  });

  it('two tabs agree: activity in one ends the countdown in the other', () => {
    const a = setup();
    const b = setup({ storage: a.storage });
    a.watcher.start();
    b.watcher.start();
    vi.advanceTimersByTime(IDLE * 1000);
    expect(b.watcher.phase()).toBe('countdown');
    a.activity();
    vi.advanceTimersByTime(1000);
    expect(b.onActive).toHaveBeenCalledOnce();
    expect(b.watcher.phase()).toBe('watching');
  });

  it('start while running does nothing (a repeated "kiosk on" keeps the countdown)', () => {
    const { watcher, onCountdown, onActive } = setup();
    watcher.start();
    vi.advanceTimersByTime((IDLE + 2) * 1000);
    watcher.start();
    expect(watcher.phase()).toBe('countdown');
    expect(onActive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onCountdown).toHaveBeenLastCalledWith(7);
  });

  it('stop (kiosk off) removes the listeners and the timer', () => {
    const { watcher, target, onCountdown, onTimeout, storage, activity } = setup();
    const add = vi.spyOn(target, 'addEventListener');
    const remove = vi.spyOn(target, 'removeEventListener');
    watcher.start();
    expect(add).toHaveBeenCalledTimes(6);
    expect(vi.getTimerCount()).toBe(1);
    watcher.stop();
    expect(watcher.isRunning()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(remove.mock.calls.map(([type, listener, options]) => [type, listener, options])).toEqual(
      add.mock.calls.map(([type, listener, options]) => [type, listener, options]),
    );
    const setItem = vi.spyOn(storage, 'setItem');
    activity();
    vi.advanceTimersByTime(3600_000);
    expect(setItem).not.toHaveBeenCalled();
    expect(onCountdown).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('listens with capture and passive', () => {
    const { watcher, target } = setup();
    const add = vi.spyOn(target, 'addEventListener');
    watcher.start();
    expect(add.mock.calls.every(([, , options]) => JSON.stringify(options) === JSON.stringify({ capture: true, passive: true }))).toBe(
      true,
    );
    watcher.stop();
  });

  it('still works when storage throws (privacy mode)', () => {
    const broken: IdleStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    const { watcher, onCountdown } = setup({ storage: broken });
    watcher.start();
    vi.advanceTimersByTime(IDLE * 1000);
    expect(onCountdown).toHaveBeenCalledExactlyOnceWith(10);
  });

  it('uses localStorage by default', () => {
    localStorage.removeItem(KIOSK_IDLE_STORAGE_KEY);
    const watcher = createIdleWatcher({ idleSeconds: IDLE, onCountdown: vi.fn(), onTimeout: vi.fn(), onActive: vi.fn() });
    watcher.start();
    expect(localStorage.getItem(KIOSK_IDLE_STORAGE_KEY)).toBe(JSON.stringify({ lastActive: Date.now() }));
    watcher.stop();
    localStorage.removeItem(KIOSK_IDLE_STORAGE_KEY);
  });
});

describe('synthetic pointer moves', () => {
  it('do not count as activity when the pointer did not move', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const onCountdown = vi.fn();
    const watcher = createIdleWatcher({
      idleSeconds: 2,
      countdownSeconds: 10,
      onCountdown,
      onTimeout: () => {},
      onActive: () => {},
      target,
      storage: null,
    });
    watcher.start();
    const move = (x: number) => Object.assign(new Event('pointermove'), { clientX: x, clientY: 5 });
    target.dispatchEvent(move(10));
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(600);
      target.dispatchEvent(move(10)); // layout changed under a still cursor
    }
    expect(onCountdown).toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    target.dispatchEvent(move(40)); // a real move
    expect(watcher.phase()).toBe('watching');
    watcher.stop();
    vi.useRealTimers();
  });
});
