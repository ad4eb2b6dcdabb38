/**
 * Lighthouse 12 (mobile emulation, simulated throttling) of every patient page the performance goal
 * names, against the reference server with Debian's Chromium: performance and accessibility scores,
 * first and largest contentful paint, total blocking time and layout shift. Prints figures; asserts
 * nothing. The appointment and questionnaire pages are opened signed in (the demo patient's date of
 * birth, after the server's proof-of-work captcha, as a browser would solve it).
 *
 * `LIGHTHOUSE_RUNS=3` takes the median of several runs per page (default 1); `LIGHTHOUSE_PAGES`,
 * `LIGHTHOUSE_SHIFTS`, `LIGHTHOUSE_LCP` and `LIGHTHOUSE_SAVE` are described where they are read.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../demo/server/server';
import { DEMO_IMSEC } from '../../demo/server/features/image-viewer/demo-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const server = await startServer();

/** A session cookie for the demo appointment DEMO-APPT-1001 (date of birth 27 March 1985). */
async function signedInCookie(): Promise<string> {
  let cookie = '';
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(new URL(path, server.url), {
      method: body ? 'POST' : 'GET',
      headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(cookie ? { Cookie: cookie } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const set = response.headers.get('Set-Cookie');
    if (set) cookie = set.split(';')[0]!;
    return response.json() as Promise<Record<string, unknown>>;
  };
  const captcha = (await call('/api/auth/captcha')) as { id: string; salt: string; challenge: string; maxNumber: number };
  let n = 0;
  while (n <= captcha.maxNumber && createHash('sha256').update(`${captcha.salt}${n}`).digest('hex') !== captcha.challenge) n++;
  await call('/api/auth/captcha/verify', { token: `${captcha.id}.${n}` });
  const answer = await call('/api/auth/patient', { type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001', dateOfBirth: '1985-03-27' });
  if (answer.success !== true) throw new Error(`demo sign-in failed: ${JSON.stringify(answer)}`);
  return cookie;
}

const PAGES: { path: string; signedIn?: boolean }[] = [
  { path: '/' },
  { path: '/check-in' },
  { path: '/kiosk' },
  { path: '/questionnaires?bookingKey=DEMO-APPT-1001', signedIn: true },
  { path: '/appointments/DEMO-APPT-1001', signedIn: true },
  { path: `/referrer/quick-report?imsec=${DEMO_IMSEC.active}` },
];

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
interface ChainNode {
  request: { url: string; startTime: number; endTime: number };
  children?: Record<string, ChainNode>;
}

function printLcp(lhr: Lhr) {
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
  for (const item of lcp?.items?.flatMap((table) => table.items ?? []) ?? []) {
    if (item.node) console.log(`  lcp element ${item.node.selector ?? ''} ${item.node.snippet ?? ''}`);
    if (item.phase) console.log(`  lcp ${item.phase.padEnd(22)} ${item.timing?.toFixed(0)} ms`);
  }
  const chains = (lhr.audits['critical-request-chains']?.details as { chains?: Record<string, ChainNode> } | undefined)?.chains ?? {};
  const walk = (nodes: Record<string, ChainNode>, depth: number) => {
    for (const node of Object.values(nodes)) {
      const { url, startTime, endTime } = node.request;
      console.log(
        `  chain ${'  '.repeat(depth)}${new URL(url).pathname} ${(startTime * 1000).toFixed(0)}–${(endTime * 1000).toFixed(0)} ms`,
      );
      if (node.children && depth < 8) walk(node.children, depth + 1);
    }
  };
  walk(chains, 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  const cookie = await signedInCookie();
  console.log(`\nLighthouse (mobile emulation, simulated throttling), median of ${RUNS}\n`);
  console.log(
    `${'page'.padEnd(44)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'FCP ms'.padStart(8)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}`,
  );
  // LIGHTHOUSE_PAGES=/check-in,/kiosk measures only the pages whose path starts with one of these.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  for (const { path, signedIn } of PAGES.filter((page) => !only || only.some((prefix) => page.path.startsWith(prefix)))) {
    const runs: Record<'perf' | 'a11y' | 'fcp' | 'lcp' | 'tbt' | 'cls', number>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(new URL(path, server.url).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      const lhr = result!.lhr;
      // LIGHTHOUSE_SAVE=/tmp/lh keeps each run's whole report and its trace (when each script ran, each paint).
      if (process.env.LIGHTHOUSE_SAVE) {
        const name = `${path.split('?')[0]!.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`;
        await mkdir(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        await writeFile(join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(lhr, null, 1));
        await writeFile(join(process.env.LIGHTHOUSE_SAVE, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result!.artifacts.Trace));
      }
      // LIGHTHOUSE_SHIFTS=1 names the elements that moved (what to fix when CLS is over its goal).
      if (process.env.LIGHTHOUSE_SHIFTS) {
        const items =
          (
            lhr.audits['layout-shifts']?.details as
              { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] } | undefined
          )?.items ?? [];
        for (const item of items) console.log(`  shift ${item.score?.toFixed(3)} ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`);
      }
      // LIGHTHOUSE_LCP=1 names the largest contentful paint's element, its phases and the longest
      // chain of requests before it (what to start earlier when LCP is over its goal).
      if (process.env.LIGHTHOUSE_LCP) printLcp(lhr);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        perf: (lhr.categories.performance?.score ?? 0) * 100,
        a11y: (lhr.categories.accessibility?.score ?? 0) * 100,
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    const m = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
    console.log(
      `${path.padEnd(44)}${m('perf').toFixed(0).padStart(6)}${m('a11y').toFixed(0).padStart(6)}${m('fcp').toFixed(0).padStart(8)}` +
        `${m('lcp').toFixed(0).padStart(8)}${m('tbt').toFixed(0).padStart(8)}${m('cls').toFixed(3).padStart(7)}`,
    );
  }
} finally {
  await chrome.kill();
  await server.close();
}
