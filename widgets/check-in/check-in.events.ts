/** The rad-* events rad-check-in emits; details name steps only, never the patient (they may reach analytics). */
import type { CheckInStep } from './check-in-flow';

declare module '../../src/element/events' {
  interface RadEventMap {
    /** The check-in moved to another step. */
    'rad-check-in-step': { step: CheckInStep; kioskMode: boolean };
  }
}

export {};
