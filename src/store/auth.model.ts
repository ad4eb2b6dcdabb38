/**
 * Authentication state: isAuthenticated, loading, verifiedCaptcha, otpSent, plus a
 * logout request counter. The API client bumps it on a 401; the shell listens and logs out, so
 * the HTTP layer never has to know how logging out works.
 */
import { signal } from '@preact/signals-core';

export type AuthModel = ReturnType<typeof createAuthModel>;

export function createAuthModel() {
  const isAuthenticated = signal(false);
  const loading = signal(false);
  const verifiedCaptcha = signal(false);
  const otpSent = signal(false);
  /** Increments each time something asks for a logout (a 401, a kiosk reset). */
  const logoutRequests = signal(0);
  /** Increments when a widget marks the session not authenticated: the shell sends the person to sign in. */
  const authenticationRequests = signal(0);

  function reset(): void {
    isAuthenticated.value = false;
    loading.value = false;
    verifiedCaptcha.value = false;
    otpSent.value = false;
  }

  return {
    isAuthenticated,
    loading,
    verifiedCaptcha,
    otpSent,
    logoutRequests,
    authenticationRequests,
    setLoading(next: boolean): void {
      loading.value = next;
    },
    authenticated(): void {
      isAuthenticated.value = true;
      loading.value = false;
    },
    captchaVerified(): void {
      verifiedCaptcha.value = true;
    },
    otpWasSent(): void {
      otpSent.value = true;
    },
    /** Ask for a logout; the session is dropped at once so no widget keeps showing private data. */
    requestLogout(): void {
      reset();
      logoutRequests.value += 1;
    },
    /** Marking not authenticated: forget the session here and ask the shell to sign in again (docs/rules.md#sign-in-logout). */
    markNotAuthenticated(): void {
      reset();
      authenticationRequests.value += 1;
    },
    reset,
  };
}
