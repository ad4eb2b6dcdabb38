/**
 * The one place that asks the server to end the session (POST /api/logout). Everything that logs
 * out goes through it: the shell when it hears `store.auth.requestLogout()` (a 401, the user
 * menu, Sign out) and the kiosk reset (which starts it first, then asks the store). A call while
 * one is in flight for the same runtime joins it, so a kiosk time-out posts exactly once.
 */
import type { KyInstance } from 'ky';

export interface LogoutRuntime {
  /** Identifies the runtime (its store): calls for one runtime share one request. */
  store: object;
  api(): Pick<KyInstance, 'post'>;
}

const inFlight = new WeakMap<object, Promise<void>>();

/**
 * Posts the logout; never rejects (a failed logout must not keep the person in, the session cookie
 * expires server-side). `keepalive` lets it finish even if the page navigates away at once.
 */
export function postLogout(runtime: LogoutRuntime): Promise<void> {
  const running = inFlight.get(runtime.store);
  if (running) return running;
  let request: Promise<unknown>;
  try {
    request = Promise.resolve(runtime.api().post('api/logout', { keepalive: true, retry: 0 }));
  } catch (error) {
    request = Promise.reject(error); // runtime not started: nothing to log out of on the server
  }
  const done = request.then(
    () => undefined,
    () => undefined,
  );
  inFlight.set(runtime.store, done);
  void done.finally(() => inFlight.delete(runtime.store));
  return done;
}
