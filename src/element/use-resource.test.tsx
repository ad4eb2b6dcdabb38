/**
 * useResource in happy-dom: what a component shows while loading, after an answer, after a
 * failure and its retry, and that an old answer arriving late never replaces a newer one.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useResource } from './use-resource';

afterEach(cleanup);

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
  signal?: AbortSignal;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

function Probe({ query, loads }: { query: string | null; loads: Map<string, Deferred<string>[]> }) {
  const resource = useResource(
    query === null
      ? null
      : (signal) => {
          const next = deferred<string>();
          next.signal = signal;
          loads.set(query, [...(loads.get(query) ?? []), next]);
          return next.promise;
        },
    [query],
  );
  return (
    <p>
      <span data-testid="status">{resource.status}</span>
      <span data-testid="data">{resource.data ?? '-'}</span>
      <button type="button" onClick={resource.retry}>
        retry
      </button>
      <button type="button" onClick={() => resource.set('saved')}>
        set
      </button>
    </p>
  );
}

const shown = () => `${screen.getByTestId('status').textContent} ${screen.getByTestId('data').textContent}`;

describe('useResource', () => {
  it('loads, shows the answer, and keeps it while the next query loads', async () => {
    const loads = new Map<string, Deferred<string>[]>();
    const { rerender } = render(<Probe query="a" loads={loads} />);
    expect(shown()).toBe('loading -');
    await act(async () => loads.get('a')![0]!.resolve('answer a'));
    expect(shown()).toBe('ready answer a');
    rerender(<Probe query="b" loads={loads} />);
    expect(shown()).toBe('loading answer a');
    await act(async () => loads.get('b')![0]!.resolve('answer b'));
    expect(shown()).toBe('ready answer b');
  });

  it('drops an old answer that arrives after a newer query started, and aborts its signal', async () => {
    const loads = new Map<string, Deferred<string>[]>();
    const { rerender } = render(<Probe query="slow" loads={loads} />);
    rerender(<Probe query="fast" loads={loads} />);
    expect(loads.get('slow')![0]!.signal!.aborted).toBe(true);
    await act(async () => loads.get('fast')![0]!.resolve('fast answer'));
    await act(async () => loads.get('slow')![0]!.resolve('slow answer'));
    expect(shown()).toBe('ready fast answer');
  });

  it('says error after a failure and loads again on retry', async () => {
    const loads = new Map<string, Deferred<string>[]>();
    render(<Probe query="a" loads={loads} />);
    await act(async () => loads.get('a')![0]!.reject(new Error('offline')));
    expect(shown()).toBe('error -');
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(shown()).toBe('loading -');
    await act(async () => loads.get('a')![1]!.resolve('second try'));
    expect(shown()).toBe('ready second try');
  });

  it('is idle without a load, and aborts when the component goes', async () => {
    const loads = new Map<string, Deferred<string>[]>();
    const { rerender, unmount } = render(<Probe query={null} loads={loads} />);
    expect(shown()).toBe('idle -');
    rerender(<Probe query="a" loads={loads} />);
    unmount();
    expect(loads.get('a')![0]!.signal!.aborted).toBe(true);
  });

  it('shows an answer set by the component until the next load', async () => {
    const loads = new Map<string, Deferred<string>[]>();
    render(<Probe query="a" loads={loads} />);
    await act(async () => loads.get('a')![0]!.resolve('answer a'));
    await act(async () => screen.getByRole('button', { name: 'set' }).click());
    expect(shown()).toBe('ready saved');
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(shown()).toBe('loading saved');
    await act(async () => loads.get('a')![1]!.resolve('reloaded'));
    expect(shown()).toBe('ready reloaded');
  });
});
