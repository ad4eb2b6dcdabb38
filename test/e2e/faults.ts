/**
 * Fault injection for the end-to-end tier (issue 28): one API call at a time is made to fail, in
 * the browser's own network layer (Playwright's `page.route`), while the reference server is real.
 * Faults that "reach the server" let it do the work first and then lose or spoil its answer, as a
 * proxy or a dropped connection would: the widget must tell the truth and a retry must not do the
 * work twice.
 */
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';

export interface Fault {
  name: string;
  /** The server did the work before the answer went wrong. */
  reachesServer: boolean;
  apply(route: Route, first: boolean): Promise<void>;
}

/** What a server, a proxy or a broken connection says in its own words: never shown to a patient. */
export const RAW_TEXTS = ['Internal server error', 'Service Unavailable', 'Slow down', 'unexpected', 'internal_error', '{"'];

/** How long a stalled call waits before its connection gives up (the client's own time-out is 20 s). */
export const STALL_MS = 1600;

const json = (status: number, body: unknown, contentType = 'application/json') => ({
  status,
  contentType,
  body: JSON.stringify(body),
});

/**
 * The server's answer, which the page never receives: Playwright stores the cookies of a fetched
 * answer in the context, so they are put back as they were (a session the answer rotated stays
 * the old token in the browser, as after a proxy's 500 or a dropped connection).
 */
async function fetchLost(route: Route): Promise<void> {
  const context = route.request().frame().page().context();
  const before = await context.cookies();
  await route.fetch();
  await context.clearCookies();
  // By URL, so they are host-only again, as the server set them (a domain cookie beside a later
  // host-only one of the same name would be sent twice).
  const url = `${new URL(route.request().url()).origin}/`;
  if (before.length) {
    await context.addCookies(
      before.map(({ name, value, httpOnly, secure, sameSite, expires }) => ({ name, value, url, httpOnly, secure, sameSite, expires })),
    );
  }
}

async function settled(route: Route, action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch {
    // The page went on without it (its own abort or time-out): nothing to answer any more.
    await route.abort().catch(() => undefined);
  }
}

export const FAULTS: readonly Fault[] = [
  {
    name: 'offline',
    reachesServer: false,
    apply: (route) => route.abort('internetdisconnected'),
  },
  {
    name: '503',
    reachesServer: false,
    apply: (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  },
  {
    name: '429 with Retry-After',
    reachesServer: false,
    apply: (route) => route.fulfill({ ...json(429, { message: 'Slow down, too many requests' }), headers: { 'Retry-After': '1' } }),
  },
  {
    name: 'stall',
    reachesServer: true,
    // The first try hangs past the pending notice, then its connection gives up, as the client's
    // own time-out would (both are a failure with no answer); the client's retries give up at once.
    apply: (route, first) =>
      settled(route, async () => {
        await fetchLost(route);
        if (first) await new Promise((resolve) => setTimeout(resolve, STALL_MS));
        await route.abort('timedout');
      }),
  },
  {
    name: '500',
    reachesServer: true,
    apply: (route) =>
      settled(route, async () => {
        await fetchLost(route);
        await route.fulfill(json(500, { message: 'Internal server error', code: 'internal_error' }));
      }),
  },
  {
    name: 'cut-off JSON',
    reachesServer: true,
    apply: (route) =>
      settled(route, async () => {
        const response = await route.fetch();
        const text = await response.text();
        await route.fulfill({ response, body: text.slice(0, Math.max(1, Math.floor(text.length / 2))) });
      }),
  },
  {
    name: '200 of the wrong shape',
    reachesServer: true,
    apply: (route) =>
      settled(route, async () => {
        const response = await route.fetch();
        await route.fulfill({ response, status: 200, body: JSON.stringify({ unexpected: true }) });
      }),
  },
  {
    name: 'JSON error as a blob',
    reachesServer: true,
    apply: (route) =>
      settled(route, async () => {
        await fetchLost(route);
        await route.fulfill(json(500, { message: 'Internal server error', code: 'internal_error' }, 'application/octet-stream'));
      }),
  },
];

export interface Injector {
  /** Every matching call fails with `fault` until `clear()`. */
  arm(method: string, url: RegExp, fault: Fault): void;
  clear(): void;
  /** Calls that met the armed fault. */
  hits(): number;
  /** Resolves once the armed call was made and the page has asked nothing more of it for `quietMs`. */
  settled(quietMs?: number): Promise<void>;
}

/**
 * Waits until `check` holds, or fails naming `what`. The table's journeys run concurrently, where
 * vitest's `expect.poll` refuses to run (it needs to know its test); a plain loop does not.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function injectFaults(page: Page): Promise<Injector> {
  let armed: { method: string; url: RegExp; fault: Fault } | null = null;
  let hits = 0;
  let pending = 0;
  let lastHit = 0;
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const current = armed;
    if (!current || request.method() !== current.method || !current.url.test(new URL(request.url()).pathname)) {
      await route.fallback();
      return;
    }
    hits += 1;
    pending += 1;
    lastHit = Date.now();
    try {
      await current.fault.apply(route, hits === 1);
    } finally {
      pending -= 1;
      lastHit = Date.now();
    }
  });
  return {
    arm(method, url, fault) {
      armed = { method, url, fault };
      hits = 0;
    },
    clear() {
      armed = null;
    },
    hits: () => hits,
    async settled(quietMs = 400) {
      await until(() => hits > 0 && pending === 0 && Date.now() - lastHit > quietMs, 'the faulted call to settle');
    },
  };
}

/** Every text and field value of the page, through shadow roots. */
export function everythingShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) parts.push(element.value);
        if (element.shadowRoot) {
          parts.push(element.shadowRoot.textContent ?? '');
          walk(element.shadowRoot);
        }
      }
    };
    parts.push(document.body.textContent ?? '');
    walk(document);
    return parts.join('\n');
  });
}

/** No crash and no server words: the widget still stands and shows only its own texts. */
export async function expectCalm(page: Page, problems: readonly string[], context: string): Promise<void> {
  const shown = await everythingShown(page);
  for (const raw of RAW_TEXTS) expect(shown, `${context}: shows “${raw}”`).not.toContain(raw);
  expect(shown, `${context}: the widget crashed`).not.toContain('this part of the page could not be shown');
  expect(
    problems.filter((problem) => problem.startsWith('page error')),
    `${context}: page errors`,
  ).toEqual([]);
}

/** One row of the table: how the patient does it, what says it failed, what must stay typed, what the server holds. */
export interface Operation {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: RegExp;
  /** The patient's action (also the retry: the same click again, no reload). */
  act(page: Page): Promise<void>;
  /** Resolves once the page says the action failed (or, for a background call, that nothing broke). */
  failed(page: Page): Promise<void>;
  /** Resolves once the page shows the action done. */
  done(page: Page): Promise<void>;
  /** What the patient typed, read back from the page; compared before and after every fault. */
  typed?(page: Page): Promise<unknown>;
  /** The records the action makes, as the server holds them. */
  records?(): Promise<number>;
  /**
   * A background call the page says nothing about (a hold renewed or released): nothing on the page
   * tells that the client's own retries are over (back-off of 300 and 600 ms, or a Retry-After of a
   * second), so the case waits this long with no call before it ends; otherwise a late retry would
   * meet the next case's fault, or none. Default 400 ms.
   */
  quietMs?: number;
  /** A pending action the patient waits for: it must say it is still working after about a second. */
  waits?: boolean;
  /** Before each attempt (e.g. reopen the dialog a failure closed). */
  before?(page: Page): Promise<void>;
  /**
   * Whether the page went on as done although the fault was armed: it asked the server and learnt
   * the work was done (the truth). `fresh` then sets up a new instance for the next fault.
   */
  wentThrough?(page: Page): Promise<boolean>;
  fresh?(page: Page): Promise<void>;
}

/** Whichever the page shows first: the failure, or (where it can find out) that the work was done. */
async function outcomeOf(page: Page, operation: Operation): Promise<'failed' | 'went through'> {
  let failed = false;
  operation.failed(page).then(
    () => (failed = true),
    () => undefined,
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (failed) return 'failed';
    if (operation.wentThrough && (await operation.wentThrough(page))) return 'went through';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('it showed neither a failure nor the work done');
}

/** Cases run, for the report: operation × fault. */
export const covered: string[] = [];

/**
 * The table's row: every fault in turn on the same page (the patient retrying after each), then
 * the fault gone and the retry succeeding; after every fault no crash, no server words, everything
 * typed still there and at most one record, and exactly one at the end.
 */
export async function runOperation(page: Page, problems: string[], injector: Injector, operation: Operation): Promise<void> {
  await operation.before?.(page);
  let typed = operation.typed ? await operation.typed(page) : null;
  for (const fault of FAULTS) {
    const context = `${operation.name} × ${fault.name}`;
    await operation.before?.(page);
    injector.arm(operation.method, operation.url, fault);
    await operation.act(page);
    if (fault.name === 'stall' && operation.waits) {
      await page
        .locator('[part="still-working"]')
        .filter({ hasText: 'Still working on it' })
        .first()
        .waitFor({ timeout: STALL_MS + 3000 })
        .catch(() => {
          throw new Error(`${context}: no "still working" notice while it waited`);
        });
    }
    let outcome: 'failed' | 'went through';
    try {
      await injector.settled(operation.quietMs);
      outcome = await outcomeOf(page, operation);
    } catch (error) {
      const shown = (await everythingShown(page).catch(() => '')).slice(0, 1500);
      throw new Error(`${context}: the page did not say it failed (${String(error)}); the page shows:\n${shown}`);
    } finally {
      injector.clear();
    }
    expect(injector.hits(), `${context}: the fault never met the call`).toBeGreaterThan(0);
    await expectCalm(page, problems, context);
    if (outcome === 'went through') {
      // The answer was lost, the page asked, and says what is true: it was done, once.
      expect(fault.reachesServer, `${context}: went on although the server never saw it`).toBe(true);
      if (operation.records) expect(await operation.records(), `${context}: records`).toBe(1);
      covered.push(`${context} (lost answer found out and told)`);
      await operation.fresh!(page);
      typed = operation.typed ? await operation.typed(page) : null;
      continue;
    }
    if (operation.typed) expect(await operation.typed(page), `${context}: what was typed`).toEqual(typed);
    if (operation.records) expect(await operation.records(), `${context}: records`).toBeLessThanOrEqual(1);
    covered.push(context);
  }
  await operation.before?.(page);
  await operation.act(page);
  try {
    await operation.done(page);
  } catch (error) {
    throw new Error(
      `${operation.name}: not done once the faults were gone; the page shows:\n${(await everythingShown(page)).slice(0, 2000)}\n${String(error)}`,
    );
  }
  await expectCalm(page, problems, `${operation.name} after the faults`);
  if (operation.records) expect(await operation.records(), `${operation.name}: records at the end`).toBe(1);
}
