import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_IDLE_STORAGE_KEY } from '../../../src/constants';
import { createRuntime } from '../../../src/runtime';
import { KIOSK_DEVICE_STORAGE_KEYS, KIOSK_TIMEOUT_URL, leaveToKioskHome, resetKioskSession } from './reset-session';

const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  );
}

async function patientRuntime(post = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))) {
  const runtime = createRuntime();
  runtime.store.user.userLoaded({ username: 'canary-patient' });
  runtime.store.auth.authenticated();
  runtime.store.auth.captchaVerified();
  await runtime.i18n.mergeRoleTranslations(JSON.stringify({ 'canary.role_text': 'Hello canary patient' }));
  return { runtime: { ...runtime, api: () => ({ post }) as never }, real: runtime, post };
}

beforeEach(() => {
  sessionStorage.setItem('rad-widgets.booking-draft', '{"patient":"canary"}');
  sessionStorage.setItem('other-script', 'canary');
  localStorage.setItem('rad-widgets.questionnaire', '{"answers":"canary"}');
  localStorage.setItem('rad-widgets.exam-state', 'canary');
  localStorage.setItem(KIOSK_IDLE_STORAGE_KEY, '{"lastActive":1}');
  localStorage.setItem(KIOSK_DEVICE_STORAGE_KEYS[0]!, 'front-desk-1');
  localStorage.setItem('provider-cms.theme', 'dark');
  document.cookie = 'patientKioskIdentity=canary-patient; path=/';
  document.cookie = 'postalCodeLocationId=canary-2000; path=/';
  document.cookie = 'kioskIdentity=front-desk-1; path=/';
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; expires=${EXPIRED}; path=/`;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('resetKioskSession', () => {
  it('removes everything personal and keeps the device identity', async () => {
    const { runtime, real, post } = await patientRuntime();
    expect(real.i18n.t('canary.role_text')).toBe('Hello canary patient');

    await resetKioskSession(runtime);

    // State
    expect(real.store.user.user.value).toBeNull();
    expect(real.store.auth.isAuthenticated.value).toBe(false);
    expect(real.store.auth.verifiedCaptcha.value).toBe(false);
    expect(real.store.auth.logoutRequests.value).toBe(1);
    expect(real.i18n.has('canary.role_text')).toBe(false);
    // Storage: all of the session storage; our local keys except the device's; other scripts' keys stay
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('rad-widgets.questionnaire')).toBeNull();
    expect(localStorage.getItem('rad-widgets.exam-state')).toBeNull();
    expect(localStorage.getItem(KIOSK_IDLE_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(KIOSK_DEVICE_STORAGE_KEYS[0]!)).toBe('front-desk-1');
    expect(localStorage.getItem('provider-cms.theme')).toBe('dark');
    // Cookies
    expect(cookies()).toEqual({ kioskIdentity: 'front-desk-1' });
    // Server session
    expect(post).toHaveBeenCalledExactlyOnceWith('api/logout', expect.objectContaining({ keepalive: true }));
    // Nothing with the canary left anywhere we can see
    const everything = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie;
    expect(everything).not.toContain('canary');
  });

  it('clears at once, before the logout call answers', async () => {
    const { runtime, real } = await patientRuntime(vi.fn(() => new Promise<Response>(() => undefined)));
    vi.useFakeTimers();
    let settled = false;
    void resetKioskSession(runtime, { logoutWaitMs: 1500 }).then(() => (settled = true));
    expect(real.store.user.user.value).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(cookies().patientKioskIdentity).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true); // a hanging logout does not keep the patient's page up
  });

  it('ignores a failed logout call and an unstarted runtime', async () => {
    const failing = await patientRuntime(vi.fn(() => Promise.reject(new Error('offline'))));
    await expect(resetKioskSession(failing.runtime)).resolves.toBeUndefined();
    expect(failing.real.store.user.user.value).toBeNull();

    const unstarted = createRuntime(); // api() throws before start()
    unstarted.store.user.userLoaded({ username: 'canary-2' });
    await expect(resetKioskSession(unstarted)).resolves.toBeUndefined();
    expect(unstarted.store.user.user.value).toBeNull();
  });

  it('leaves with a hard navigation that replaces the history entry', () => {
    const replace = vi.fn();
    leaveToKioskHome({ replace });
    expect(replace).toHaveBeenCalledExactlyOnceWith(KIOSK_TIMEOUT_URL);
    expect(KIOSK_TIMEOUT_URL).toBe('/kiosk?kioskMode=true');
  });
});
