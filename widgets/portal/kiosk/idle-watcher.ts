/**
 * The kiosk idle watcher (docs/rules.md#kiosk-inactivity). Our own ~150 lines instead of
 * react-idle-timer: that library is unmaintained and cannot keep its state in local storage.
 *
 * Model:
 * - The only shared state is the time of the last activity, kept in local storage under
 *   KIOSK_IDLE_STORAGE_KEY. A reload keeps counting from it, and two tabs of the kiosk agree
 *   (activity in one tab ends the countdown in the other at its next check).
 * - Every KIOSK_IDLE_CHECK_MS (1 s) a check compares "now" with that time:
 *     idle for < idleSeconds                  → phase 'watching'
 *     idle for idleSeconds … + countdown      → phase 'countdown', onCountdown(secondsLeft)
 *     idle for ≥ idleSeconds + countdown      → stop, onTimeout() (once)
 *   The seconds left come from the clock, not from counting ticks, so a late timer or a reload
 *   never stretches the countdown.
 * - Activity events (throttled to one per KIOSK_ACTIVITY_THROTTLE_MS) move the time forward;
 *   activity during the countdown ends it at once and calls onActive() (the dialog closes).
 *
 * Clock, storage, event target and timers are injectable so tests run on fake timers.
 */
import { KIOSK_ACTIVITY_THROTTLE_MS, KIOSK_COUNTDOWN_SECONDS, KIOSK_IDLE_CHECK_MS, KIOSK_IDLE_STORAGE_KEY } from '../../../src/constants';

export type IdlePhase = 'off' | 'watching' | 'countdown';

/** The events that count as "someone is using the kiosk". */
export const KIOSK_ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Events from inside an element with this attribute are not activity. The inactivity dialog's own
 * buttons carry it: otherwise the pointerdown of a tap on "Home" would close the dialog before
 * its click arrives, and the button could never be pressed.
 */
export const IGNORE_ACTIVITY_ATTRIBUTE = 'data-kiosk-ignore-activity';

/** True when the event started inside an element marked with IGNORE_ACTIVITY_ATTRIBUTE (shadow roots included). */
export function isIgnoredActivity(event: Event): boolean {
  const path = typeof event.composedPath === 'function' ? event.composedPath() : [];
  return path.some((node) => typeof Element !== 'undefined' && node instanceof Element && node.hasAttribute(IGNORE_ACTIVITY_ATTRIBUTE));
}

/** Capture: activity inside shadow roots and stopped events still counts. Passive: never delays scrolling. */
const LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

/** The slice of the Storage API we use; localStorage by default. */
export type IdleStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface IdleWatcherOptions {
  /** Seconds without activity before the countdown (application.kioskNoActivitySeconds). */
  idleSeconds: number;
  /** Seconds of the countdown; KIOSK_COUNTDOWN_SECONDS (10) by default. */
  countdownSeconds?: number;
  /** The countdown started or moved on: seconds left, from countdownSeconds down to 1, once each. */
  onCountdown: (secondsLeft: number) => void;
  /** The countdown ended; the watcher has already stopped. Called once. */
  onTimeout: () => void;
  /** Activity ended the countdown (here or in another tab); watching goes on. */
  onActive: () => void;
  /** Where activity events are listened for; `document` by default. */
  target?: EventTarget;
  /** Where the last activity time is kept; `localStorage` by default. */
  storage?: IdleStorage | null;
  storageKey?: string;
  /** Events to leave out; isIgnoredActivity by default. */
  ignore?: (event: Event) => boolean;
  now?: () => number;
  checkMs?: number;
  throttleMs?: number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
}

export interface IdleWatcher {
  /** Starts watching; does nothing when already running (a repeated "kiosk on" must not cut a countdown short). */
  start(): void;
  /** Stops watching: removes the listeners and the timer. Keeps the stored time. */
  stop(): void;
  /** The patient chose to stay (Cancel): counts as activity and goes back to watching (starts if off). */
  resume(): void;
  isRunning(): boolean;
  phase(): IdlePhase;
}

interface StoredIdleState {
  /** Epoch milliseconds of the last activity. */
  lastActive: number;
}

function defaultStorage(): IdleStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser: keep the state in memory only
  }
}

export function createIdleWatcher(options: IdleWatcherOptions): IdleWatcher {
  const idleMs = Math.max(0, options.idleSeconds) * 1000;
  const countdownMs = Math.max(0, options.countdownSeconds ?? KIOSK_COUNTDOWN_SECONDS) * 1000;
  const key = options.storageKey ?? KIOSK_IDLE_STORAGE_KEY;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const now = options.now ?? (() => Date.now());
  const checkMs = options.checkMs ?? KIOSK_IDLE_CHECK_MS;
  const throttleMs = options.throttleMs ?? KIOSK_ACTIVITY_THROTTLE_MS;
  const ignore = options.ignore ?? isIgnoredActivity;
  const setTimer = options.setInterval ?? ((callback: () => void, ms: number) => globalThis.setInterval(callback, ms));
  const clearTimer = options.clearInterval ?? ((id: unknown) => globalThis.clearInterval(id as ReturnType<typeof setInterval>));

  let current: IdlePhase = 'off';
  let timer: unknown = null;
  let target: EventTarget | null = null;
  /** Our own copy of the last activity: the storage may be blocked, cleared or written by another tab. */
  let lastActive = 0;
  /** Time of the last activity event we recorded, for the throttle. */
  let lastRecorded = Number.NEGATIVE_INFINITY;
  /** The last seconds-left value reported, so each second is reported once. */
  let lastReported: number | null = null;

  function readStored(): number | null {
    try {
      const raw = storage?.getItem(key);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Partial<StoredIdleState> | null;
      return typeof parsed?.lastActive === 'number' && Number.isFinite(parsed.lastActive) ? parsed.lastActive : null;
    } catch {
      return null; // malformed or unreadable: ignore it
    }
  }

  function writeStored(time: number): void {
    try {
      storage?.setItem(key, JSON.stringify({ lastActive: time } satisfies StoredIdleState));
    } catch {
      // quota or privacy mode: the in-memory time still works for this tab
    }
  }

  /** Records activity at `time` (here and for other tabs). */
  function markActive(time: number): void {
    lastActive = time;
    lastRecorded = time;
    writeStored(time);
  }

  /** The newest activity we know of; another tab's activity can only move it forward. */
  function lastActivity(): number {
    const stored = readStored();
    if (stored !== null && stored > lastActive) lastActive = stored;
    return lastActive;
  }

  function enterWatching(): void {
    const wasCountdown = current === 'countdown';
    current = 'watching';
    lastReported = null;
    if (wasCountdown) options.onActive();
  }

  /** The 1-second check. */
  function check(): void {
    if (current === 'off') return;
    const idleFor = now() - lastActivity();
    if (idleFor < idleMs) {
      if (current === 'countdown') enterWatching(); // activity in another tab
      return;
    }
    const leftMs = idleMs + countdownMs - idleFor;
    if (leftMs <= 0) {
      stop();
      options.onTimeout();
      return;
    }
    const secondsLeft = Math.ceil(leftMs / 1000);
    current = 'countdown';
    if (secondsLeft !== lastReported) {
      lastReported = secondsLeft;
      options.onCountdown(secondsLeft);
    }
  }

  /**
   * Chrome sends synthetic pointer moves when the layout changes under a cursor that did not move
   * (the countdown text updating each second would otherwise cancel its own countdown). A move
   * counts only when the pointer's position really changed.
   */
  let lastPointer: { x: number; y: number } | null = null;
  function isRealMove(event: Event): boolean {
    if (event.type !== 'pointermove' || !('clientX' in event)) return true;
    const { clientX: x, clientY: y } = event as PointerEvent;
    const moved = lastPointer === null || lastPointer.x !== x || lastPointer.y !== y;
    lastPointer = { x, y };
    return moved;
  }

  function onActivity(event: Event): void {
    if (current === 'off' || ignore(event) || !isRealMove(event)) return;
    const time = now();
    if (time - lastRecorded < throttleMs) return; // throttle: one event per throttleMs counts
    markActive(time);
    if (current === 'countdown') enterWatching();
  }

  function start(): void {
    if (current !== 'off') return;
    // A stored time (reload, other tab) keeps counting; none yet means "active now".
    const stored = readStored();
    if (stored === null) markActive(now());
    else lastActive = stored;
    current = 'watching';
    lastReported = null;
    target = options.target ?? (typeof document === 'undefined' ? null : document);
    for (const type of KIOSK_ACTIVITY_EVENTS) target?.addEventListener(type, onActivity, LISTENER_OPTIONS);
    timer = setTimer(check, checkMs);
    check(); // a reload in the middle of a countdown shows the dialog at once
  }

  function stop(): void {
    if (current === 'off') return;
    current = 'off';
    lastReported = null;
    if (timer !== null) clearTimer(timer);
    timer = null;
    for (const type of KIOSK_ACTIVITY_EVENTS) target?.removeEventListener(type, onActivity, LISTENER_OPTIONS);
    target = null;
  }

  function resume(): void {
    markActive(now());
    if (current === 'off') start();
    else if (current === 'countdown') {
      // An explicit choice (Cancel): the caller already closes the dialog, so no onActive.
      current = 'watching';
      lastReported = null;
    }
  }

  return { start, stop, resume, isRunning: () => current !== 'off', phase: () => current };
}
