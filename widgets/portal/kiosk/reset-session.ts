/**
 * The kiosk reset after the inactivity countdown (docs/rules.md#privacy-kiosk-reset): nothing of the previous
 * patient may remain in state, storage or cookies for the next person at the device.
 *
 * Afterwards the caller leaves with a HARD navigation (`leaveToKioskHome`), not the router: a
 * fresh document is the only way to be sure no DOM, closure, cache or in-memory state of the
 * previous patient survives, whatever widget kept what. We use `location.replace` rather than
 * `assign`, so the Back button cannot bring back the patient's page (from the back/forward cache
 * or its history entry).
 */
import type { KyInstance } from 'ky';
import { KIOSK_IDLE_STORAGE_KEY } from '../../../src/constants';
import { postLogout } from '../end-session';

/** Where the inactivity dialog's Home button goes (docs/rules.md#kiosk-home). */
export const KIOSK_HOME_PATH = '/kiosk';
/** Where the time-out goes (docs/rules.md#kiosk-home). */
export const KIOSK_TIMEOUT_URL = '/kiosk?kioskMode=true';

/** Prefix of every local storage key of ours. */
export const STORAGE_PREFIX = 'rad-widgets.';

/**
 * Local storage keys of the DEVICE, not the patient, that survive a reset. The device identity
 * itself is the `kioskIdentity` cookie (docs/rules.md#check-in-kiosk-cookies); a local copy, if the portal keeps one,
 * must use this key. The idle state (KIOSK_IDLE_STORAGE_KEY) is not kept: it restarts.
 */
export const KIOSK_DEVICE_STORAGE_KEYS: readonly string[] = ['rad-widgets.kiosk-identity'];

/** Cookies that name the patient or their area; `kioskIdentity` (the device) is kept. */
export const KIOSK_PATIENT_COOKIES: readonly string[] = ['patientKioskIdentity', 'postalCodeLocationId'];

/** How long we wait for the logout call before the caller navigates anyway. */
export const LOGOUT_WAIT_MS = 1500;

/** The slice of the runtime the reset needs (the page runtime fits; tests pass stubs). */
export interface ResettableRuntime {
  store: { auth: { requestLogout(): void }; user: { logOutSuccess(): void } };
  i18n: { clearRoleTranslations(): void };
  api(): Pick<KyInstance, 'post'>;
}

export interface ResetKioskSessionOptions {
  /** Local storage keys to keep; KIOSK_DEVICE_STORAGE_KEYS by default. */
  keepLocalKeys?: readonly string[];
  /** Injected in tests; the page's own by default. */
  localStorage?: Storage | null;
  sessionStorage?: Storage | null;
  document?: Pick<Document, 'cookie'> | null;
  logoutWaitMs?: number;
}

function pageStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof globalThis[kind] === 'undefined' ? null : globalThis[kind];
  } catch {
    return null;
  }
}

/** Removes our keys (prefix `rad-widgets.`) except the device's; other scripts' keys on the page are not ours. */
function clearLocal(storage: Storage, keep: readonly string[]): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && key.startsWith(STORAGE_PREFIX) && !keep.includes(key)) keys.push(key);
  }
  keys.push(KIOSK_IDLE_STORAGE_KEY); // always restart the idle count, even if someone kept it
  for (const key of keys) storage.removeItem(key);
}

function deleteCookie(doc: Pick<Document, 'cookie'>, name: string): void {
  // Same name and path as when set (path /); an expiry in the past deletes it.
  doc.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
}

/**
 * Clears everything personal, at once (synchronously), then asks the API to end the server
 * session. The returned promise settles when the logout call did, or after LOGOUT_WAIT_MS; it
 * never rejects. The call uses `keepalive`, so it completes even if the caller navigates first.
 */
export function resetKioskSession(runtime: ResettableRuntime, options: ResetKioskSessionOptions = {}): Promise<void> {
  // Start the server logout first, while the session cookie (httpOnly, not ours) is still sent.
  // The shell's logout (on requestLogout below) joins this request instead of posting again.
  const logout = postLogout(runtime);

  // State: the shell hears requestLogout and drops the session; the user and role texts go now.
  runtime.store.auth.requestLogout();
  runtime.store.user.logOutSuccess();
  runtime.i18n.clearRoleTranslations();

  // Storage and cookies. Each step on its own: one failure must not keep the others.
  const session = options.sessionStorage === undefined ? pageStorage('sessionStorage') : options.sessionStorage;
  const local = options.localStorage === undefined ? pageStorage('localStorage') : options.localStorage;
  const doc = options.document === undefined ? (typeof document === 'undefined' ? null : document) : options.document;
  try {
    session?.clear();
  } catch {
    /* storage blocked */
  }
  try {
    if (local) clearLocal(local, options.keepLocalKeys ?? KIOSK_DEVICE_STORAGE_KEYS);
  } catch {
    /* storage blocked */
  }
  if (doc) for (const name of KIOSK_PATIENT_COOKIES) deleteCookie(doc, name);

  const waitMs = options.logoutWaitMs ?? LOGOUT_WAIT_MS;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    // postLogout never rejects: a failed logout must not stop the reset; the cookies expire server-side.
    void logout.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The hard navigation after a reset (see the top of this file). */
export function leaveToKioskHome(location: Pick<Location, 'replace'> = globalThis.location): void {
  location.replace(KIOSK_TIMEOUT_URL);
}
