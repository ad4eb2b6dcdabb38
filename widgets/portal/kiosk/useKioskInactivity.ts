/**
 * The portal's kiosk inactivity handling (docs/rules.md#kiosk-inactivity) as one hook: it runs the idle watcher
 * while kiosk mode is on and returns the inactivity dialog for the portal to render.
 *
 *   const { dialog } = useKioskInactivity({ kioskMode, idleSeconds: config.application.kioskNoActivitySeconds,
 *     onHome: () => navigate('/kiosk'), onTimeout: leaveToKioskHome });
 *   return <>{routes}{dialog}</>;
 */
import { createElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { KIOSK_COUNTDOWN_SECONDS, KIOSK_DEFAULT_IDLE_SECONDS } from '../../../src/constants';
import { runtime as pageRuntime } from '../../../src/runtime';
import { createIdleWatcher, type IdleWatcher, type IdleWatcherOptions } from './idle-watcher';
import { InactivityDialog } from './InactivityDialog';
import { createKioskModel, type KioskModel } from './kiosk.model';
import { leaveToKioskHome, resetKioskSession, type ResettableRuntime } from './reset-session';

export interface UseKioskInactivityOptions {
  kioskMode: boolean;
  /** application.kioskNoActivitySeconds; KIOSK_DEFAULT_IDLE_SECONDS (20 min) when missing or not positive. */
  idleSeconds?: number | null;
  /** KIOSK_COUNTDOWN_SECONDS (10) by default. */
  countdownSeconds?: number;
  /** The dialog's Home button: the portal navigates to /kiosk (watching goes on). */
  onHome: () => void;
  /**
   * After the countdown ended and the session was reset. Should be a HARD navigation to
   * /kiosk?kioskMode=true (see reset-session.ts); leaveToKioskHome by default.
   */
  onTimeout?: () => void;
  /**
   * The time-out's navigation does not reload the page (a portal routed in memory): once it has
   * navigated, kiosk mode is still on and nothing watches, so watching starts again (rule 1). A
   * real kiosk reloads instead, and the new page starts watching.
   */
  watchAgainAfterTimeout?: boolean;
  /** Share the kiosk state with the portal; a private one by default. */
  model?: KioskModel;
  /** Tests only. */
  runtime?: ResettableRuntime;
  /** Tests only: clock, storage, timers and target of the watcher. */
  watcherOptions?: Pick<IdleWatcherOptions, 'target' | 'storage' | 'now' | 'setInterval' | 'clearInterval'>;
}

export interface KioskInactivity {
  /** The inactivity dialog while kiosk mode is on (open only during the countdown), else null. */
  dialog: ReactNode;
  model: KioskModel;
}

function validIdleSeconds(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : KIOSK_DEFAULT_IDLE_SECONDS;
}

export function useKioskInactivity(options: UseKioskInactivityOptions): KioskInactivity {
  const { kioskMode } = options;
  const idleSeconds = validIdleSeconds(options.idleSeconds);
  const countdownSeconds = options.countdownSeconds ?? KIOSK_COUNTDOWN_SECONDS;
  const [model] = useState(() => options.model ?? createKioskModel());
  const watcher = useRef<IdleWatcher | null>(null);
  // Rule 1: kiosk mode on and not watching → watch. After a time-out that did not reload the page
  // (watchAgainAfterTimeout: a portal routed in memory), the next round starts here.
  const [round, setRound] = useState(0);

  // The latest callbacks and test hooks, without restarting the watcher when they change identity.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    model.setKioskMode(kioskMode);
    if (!kioskMode) return; // rule 1: kiosk mode off → not watching (the cleanup stopped it)
    const { runtime = pageRuntime, watcherOptions } = latest.current;
    const current = createIdleWatcher({
      ...watcherOptions,
      idleSeconds,
      countdownSeconds,
      onCountdown: (seconds) => model.countdown(seconds),
      onActive: () => model.watching(),
      onTimeout: () => {
        // Rule 4: the watcher has stopped; reset everything personal, then leave with a hard navigation.
        model.stopped();
        void resetKioskSession(runtime).then(() => {
          (latest.current.onTimeout ?? leaveToKioskHome)();
          if (latest.current.watchAgainAfterTimeout) setRound((n) => n + 1);
        });
      },
    });
    watcher.current = current;
    model.watching();
    // start() continues a stored count (reload), so it may open the dialog, or time out, at once.
    current.start();
    return () => {
      current.stop();
      if (watcher.current === current) watcher.current = null;
      model.stopped();
    };
  }, [kioskMode, idleSeconds, countdownSeconds, model, round]);

  const dialog = kioskMode
    ? createElement(KioskInactivityDialog, {
        model,
        onCancel: () => {
          watcher.current?.resume();
          model.watching();
        },
        onHome: () => {
          watcher.current?.resume();
          model.watching();
          latest.current.onHome();
        },
      })
    : null;

  return { dialog, model };
}

/** Reads the model's signals here, so only the dialog re-renders each second, not the portal. */
function KioskInactivityDialog({ model, onCancel, onHome }: { model: KioskModel; onCancel: () => void; onHome: () => void }) {
  useSignals();
  return createElement(InactivityDialog, {
    open: model.dialogOpen.value,
    secondsLeft: model.secondsLeft.value ?? 0,
    onCancel,
    onHome,
  });
}
