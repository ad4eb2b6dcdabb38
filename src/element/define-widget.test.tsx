import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineWidget } from './define-widget';
import { useT } from './hooks';
import { runtime } from '../runtime';
import type { BaseWidgetProps } from './WidgetShell';
import { setWidgetErrorSink } from './error-sink';

const CONFIG = { radiology: { name: 'Harbourside Radiology', code: 'HRAD' }, theme: { properties: { colorPrimary: '#123456' } } };
const realFetch = globalThis.fetch;

beforeAll(() => {
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    const body = path === '/api/config' ? CONFIG : path === '/api/assets/i18n/en-AU.json' ? { 'test.hello': 'Hello {name}' } : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

function Hello({ name, loud }: BaseWidgetProps & { name?: string; loud?: boolean }) {
  const t = useT();
  const text = t('test.hello', { name: name ?? 'nobody' });
  return <p>{loud ? text.toUpperCase() : text}</p>;
}

defineWidget<BaseWidgetProps & { name?: string; loud?: boolean }>('rad-test-hello', Hello, { props: { name: 'string', loud: 'boolean' } });

async function mounted(html: string): Promise<HTMLElement> {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as HTMLElement;
  await vi.waitFor(() => expect(element.shadowRoot?.querySelector('p')).toBeTruthy());
  return element;
}

describe('defineWidget', () => {
  it('renders into an open shadow root after the runtime has loaded settings and texts', async () => {
    const element = await mounted('<rad-test-hello name="Ana"></rad-test-hello>');
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('Hello Ana');
    expect(runtime.store.config.config.value?.radiology.code).toBe('HRAD');
  });

  it('follows attribute changes, including removal and bare booleans', async () => {
    const element = await mounted('<rad-test-hello name="Ana" loud></rad-test-hello>');
    const text = () => element.shadowRoot?.querySelector('p')?.textContent;
    await vi.waitFor(() => expect(text()).toBe('HELLO ANA'));
    element.setAttribute('name', 'Ben');
    await vi.waitFor(() => expect(text()).toBe('HELLO BEN'));
    element.removeAttribute('loud');
    await vi.waitFor(() => expect(text()).toBe('Hello Ben'));
    element.removeAttribute('name');
    await vi.waitFor(() => expect(text()).toBe('Hello nobody'));
  });

  it('reads an empty boolean property (as React 19 hosts set it) as true', async () => {
    const element = (await mounted('<rad-test-hello name="Ana"></rad-test-hello>')) as HTMLElement & { loud?: unknown };
    element.loud = '';
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('HELLO ANA'));
    element.loud = false;
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('Hello Ana'));
  });

  it('keeps its rendering when moved in the DOM, and unmounts once removed', async () => {
    const element = await mounted('<rad-test-hello name="Ana"></rad-test-hello>');
    const paragraph = element.shadowRoot?.querySelector('p');
    const other = document.createElement('div');
    document.body.append(other);
    other.append(element); // a move: disconnected and connected in one task
    await Promise.resolve();
    expect(element.shadowRoot?.querySelector('p')).toBe(paragraph);
    element.remove();
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('p')).toBeNull());
  });

  it('exposes the one shared runtime on every element', async () => {
    const element = (await mounted('<rad-test-hello></rad-test-hello>')) as HTMLElement & { runtime: unknown };
    expect(element.runtime).toBe(runtime);
    expect((globalThis as Record<string, unknown>).radWidgets).toBe(runtime);
  });

  it('does not define a tag twice and warns when another version holds it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = customElements.get('rad-test-hello');
    expect(defineWidget('rad-test-hello', Hello)).toBe(first);
    expect(warn).not.toHaveBeenCalled();
    class Foreign extends HTMLElement {
      static radVersion = '9.9.9';
    }
    customElements.define('rad-test-foreign', Foreign);
    expect(defineWidget('rad-test-foreign', Hello)).toBe(Foreign);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('9.9.9'));
    warn.mockRestore();
  });

  it('shows a translated error instead of a blank element when the widget throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    defineWidget('rad-test-broken', Broken);
    document.body.innerHTML = '<rad-test-broken></rad-test-broken>';
    const element = document.body.firstElementChild as HTMLElement;
    const events: Event[] = [];
    document.addEventListener('rad-error', (event) => events.push(event));
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('[role="alert"]')).toBeTruthy());
    expect(element.shadowRoot?.textContent).toContain('Sorry, this part of the page could not be shown.');
    expect(element.shadowRoot?.querySelector('button')?.textContent).toBe('Try again');
    expect(events).toHaveLength(1);
    expect((events[0] as CustomEvent).detail).toEqual({ tag: 'rad-test-broken', messageKey: 'error.widget_failed' });
    error.mockRestore();
  });

  it('hands a render error to the error sink the page set (error reporting)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported: unknown[] = [];
    setWidgetErrorSink((error) => reported.push(error));
    function Broken(): never {
      throw new Error('sink me');
    }
    defineWidget('rad-test-broken-sink', Broken);
    document.body.innerHTML = '<rad-test-broken-sink></rad-test-broken-sink>';
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    expect((reported[0] as Error).message).toBe('sink me');
    setWidgetErrorSink(null);
    consoleError.mockRestore();
  });
});
