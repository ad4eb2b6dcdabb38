/**
 * The booking key (docs/rules.md#booking-keys): what is answered or uploaded before the booking
 * exists waits under a key the server issued, and the create makes it the booking's. Its own part
 * because three others lean on it and need only "the key, now": the questionnaires are asked under
 * it, the create sends it, and a refused create moves what waited to a fresh one.
 */
import { signal } from '@preact/signals-core';
import type { AppointmentApi } from './appointment-types';

export type BookingKey = ReturnType<typeof createBookingKey>;

export function createBookingKey(api: Pick<AppointmentApi, 'bookingKey' | 'moveTemporary'>) {
  let key: string | null = null;
  /** The key once there is one, for the parts that show what waits under it. */
  const ready = signal<string | null>(null);

  async function ensure(): Promise<string | null> {
    if (key) return key;
    try {
      key = (await api.bookingKey()).bookingKey;
    } catch {
      key = null; // the booking still works without one; temporary answers simply stay put
    }
    ready.value = key;
    return key;
  }

  /** After a refused create: a new key, and what waited under the old one moves to it. */
  async function renew(): Promise<void> {
    const old = key;
    if (!old) return;
    try {
      const fresh = (await api.bookingKey()).bookingKey;
      await api.moveTemporary(old, fresh);
      key = fresh;
      ready.value = fresh;
    } catch {
      // Keep the old key: nothing moved, nothing lost.
    }
  }

  return {
    ready,
    ensure,
    renew,
    get current() {
      return key;
    },
  };
}
