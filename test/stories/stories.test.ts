/**
 * Runs every story of the Storybook build as the Storybook UI does: on a preview page (one widget
 * runtime, as on a host page), each story selected in turn over Storybook's channel, its loaders,
 * render and play function run by Storybook itself; three such pages share the stories. A story
 * fails when it throws, its play function fails, the page reports an uncaught error while it runs,
 * or axe finds a violation in it.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { AXE_TAGS } from '../support/axe-tags';

const STATIC_DIR = 'storybook-static';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Storybook's `mobile2` viewport, which the phone-sized stories name in their globals. */
const VIEWPORTS: Record<string, { width: number; height: number }> = { mobile2: { width: 414, height: 896 } };
const DESKTOP = { width: 1280, height: 900 };

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

if (!existsSync(`${STATIC_DIR}/index.json`)) throw new Error(`${STATIC_DIR}/index.json is missing: run npm run build-storybook first`);
const index = JSON.parse(readFileSync(`${STATIC_DIR}/index.json`, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** What running one story in the page gave: Storybook's verdict and the errors it reported. */
interface Outcome {
  status: 'success' | 'error' | 'timeout';
  errors: string[];
}

/**
 * Stories run on a few preview pages at once: a story mostly waits (its loaders, a play function's
 * steps, axe), so one page left the 2 cores three-quarters idle. Each page is its own preview (one
 * runtime, as on a host page) and runs one story at a time.
 */
const PAGES = 3;

/** One preview page and what it reported while its current story ran. */
interface Preview {
  page: Page;
  pageErrors: string[];
  consoleErrors: string[];
}

let server: ReturnType<typeof serve>;
let browser: Browser;
const idle: Preview[] = [];
const waiting: ((preview: Preview) => void)[] = [];

/** A preview page no story is running on (waits for one when all are busy). */
function acquire(): Promise<Preview> {
  const preview = idle.pop();
  return preview ? Promise.resolve(preview) : new Promise((resolve) => waiting.push(resolve));
}

function release(preview: Preview): void {
  const next = waiting.shift();
  if (next) next(preview);
  else idle.push(preview);
}

async function openPreview(origin: string): Promise<Preview> {
  // A context of its own: pages of one origin share storage and broadcast channels, and a story's
  // sign-out or saved state must not reach the story running beside it.
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  const preview: Preview = { page, pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => preview.pageErrors.push(error.message));
  // Code that logs an error (a React warning, a caught failure written to the console) fails its
  // story. A resource the static build does not serve (the provider's logo, a viewer link: they
  // come from the reference server) is the test's environment, not the story's fault.
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource:')) return;
    preview.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  // No story first: then selecting any story, the first included, is a change Storybook renders.
  await page.goto(`${origin}/iframe.html?viewMode=story&id=none`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window && '__STORYBOOK_PREVIEW__' in window);
  await page.evaluate(AXE_SOURCE);
  return preview;
}

beforeAll(async () => {
  const app = new Hono().use('/*', serveStatic({ root: STATIC_DIR }));
  const origin = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const preview of await Promise.all(Array.from({ length: PAGES }, () => openPreview(origin)))) release(preview);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

/** The viewport the story names in its globals (`mobile2`), as the Storybook UI would size its frame. */
function storyViewport(target: Page, id: string): Promise<string | null> {
  return target.evaluate(async (storyId) => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStoreValue?: { loadStory(options: { storyId: string }): Promise<{ storyGlobals?: { viewport?: { value?: string } } }> };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue?.loadStory({ storyId });
    return story?.storyGlobals?.viewport?.value ?? null;
  }, id);
}

/** Selects the story over the channel and waits for Storybook to finish it (play function included). */
function runStory(target: Page, id: string): Promise<Outcome> {
  return target.evaluate(
    async ({ storyId, timeout }) => {
      type Channel = {
        on(event: string, listener: (payload: never) => void): void;
        off(event: string, listener: (payload: never) => void): void;
        emit(event: string, payload: unknown): void;
      };
      const scope = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: Channel;
      };
      const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
      const errors: string[] = [];
      const text = (payload: { message?: string; title?: string; description?: string }) =>
        [payload.title, payload.message, payload.description].filter(Boolean).join(': ');
      const listeners: Record<string, (payload: never) => void> = {
        storyThrewException: (payload: { message?: string }) => errors.push(`story threw: ${text(payload)}`),
        storyErrored: (payload: { title?: string; description?: string }) => errors.push(`story errored: ${text(payload)}`),
        playFunctionThrewException: (payload: { message?: string }) => errors.push(`play function threw: ${text(payload)}`),
        unhandledErrorsWhilePlaying: (payload: { message?: string }[]) =>
          errors.push(...payload.map((error) => `unhandled while playing: ${text(error)}`)),
        storyMissing: () => errors.push('story missing'),
      };
      const finished = new Promise<'success' | 'error' | 'timeout'>((resolve) => {
        const done = (payload: { storyId: string; status: 'success' | 'error' }) => {
          if (payload.storyId !== storyId) return;
          channel.off('storyFinished', done as (payload: never) => void);
          resolve(payload.status);
        };
        channel.on('storyFinished', done as (payload: never) => void);
        setTimeout(() => resolve('timeout'), timeout);
      });
      for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      const status = await finished;
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      return { status, errors };
    },
    { storyId: id, timeout: 20_000 },
  );
}

/** The story's text through the widgets' shadow roots, trimmed. */
function shownText(target: Page): Promise<string> {
  return target.evaluate(() => {
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) parts.push(node.textContent.trim());
      if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
      for (const child of node.childNodes) walk(child);
    };
    const root = document.getElementById('storybook-root');
    if (root) walk(root);
    return parts.join(' | ').slice(0, 3000);
  });
}

async function axeViolations(target: Page): Promise<string[]> {
  return target.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run('#storybook-root', { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, AXE_TAGS);
}

describe('every story', () => {
  it('finds the stories in the Storybook build', () => {
    expect(stories.length).toBeGreaterThan(200);
  });

  for (const story of stories) {
    // `expect` from the test's context: a concurrent test must name its own.
    it.concurrent(`${story.title} › ${story.name}`, async ({ expect }) => {
      const preview = await acquire();
      const { page } = preview;
      try {
        const viewport = await storyViewport(page, story.id);
        await page.setViewportSize((viewport && VIEWPORTS[viewport]) || DESKTOP);
        preview.pageErrors.length = 0;
        preview.consoleErrors.length = 0;
        const outcome = await runStory(page, story.id);
        const errors = [...outcome.errors, ...preview.pageErrors.map((message) => `page error: ${message}`)];
        // Testing Library's DOM dump stops at shadow roots: what the widgets showed, for the reader.
        expect(errors, `errors while the story ran; the story showed:\n${errors.length ? await shownText(page) : ''}`).toEqual([]);
        expect(preview.consoleErrors, 'console errors while the story ran').toEqual([]);
        expect(outcome.status).toBe('success');
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        release(preview);
      }
    });
  }
});
