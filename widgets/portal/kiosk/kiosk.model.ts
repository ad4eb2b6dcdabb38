/**
 * Kiosk state (docs/rules.md#kiosk): whether kiosk mode is on, the idle watcher's phase and the seconds
 * left of the countdown. A factory, so each test (and each portal) gets its own; writes go
 * through the named actions below.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { IdlePhase } from './idle-watcher';

export type KioskModel = ReturnType<typeof createKioskModel>;

export function createKioskModel() {
  const kioskMode = signal(false);
  const phase = signal<IdlePhase>('off');
  /** Seconds left of the countdown; null outside it. */
  const secondsLeft = signal<number | null>(null);
  /** The inactivity dialog is open exactly while counting down. */
  const dialogOpen = computed(() => phase.value === 'countdown');

  return {
    kioskMode,
    phase,
    secondsLeft,
    dialogOpen,
    setKioskMode(next: boolean): void {
      kioskMode.value = next;
    },
    watching(): void {
      batch(() => {
        phase.value = 'watching';
        secondsLeft.value = null;
      });
    },
    countdown(seconds: number): void {
      batch(() => {
        phase.value = 'countdown';
        secondsLeft.value = seconds;
      });
    },
    stopped(): void {
      batch(() => {
        phase.value = 'off';
        secondsLeft.value = null;
      });
    },
  };
}
