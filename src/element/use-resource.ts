/**
 * The one way a component loads what it shows: `useResource(load, deps)` runs `load(signal)` when
 * the component mounts and whenever `deps` change, and answers where it stands:
 *
 * - `loading`: a load is running. `data` is the last one's answer while a newer load runs (the
 *   page keeps what it showed instead of flashing a spinner: stale while revalidating).
 * - `ready`: `data` is the answer of the latest load.
 * - `error`: the latest load failed; `error` is what it threw (map it to a message key inside
 *   `load` when that needs the response), `data` the last answer if there was one.
 * - `idle`: `load` is null (nothing to load yet, e.g. a missing attribute).
 *
 * `retry()` runs the load again; `set(data)` shows an answer the component got another way (a
 * save that answered with the new state) until the next load. Each load's signal is aborted when a newer one starts or the
 * component unmounts, and an answer that arrives after that is dropped, so a slow old answer never
 * overwrites a newer one. Before this hook about twenty components each wrote this by hand.
 */
import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type ResourceState<T> =
  | { status: 'idle'; data: undefined }
  | { status: 'loading'; data: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | undefined; error: unknown };

export type Resource<T> = ResourceState<T> & { retry: () => void; set: (data: T) => void };

export function useResource<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: DependencyList): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>(() =>
    load ? { status: 'loading', data: undefined } : { status: 'idle', data: undefined },
  );
  const [attempt, setAttempt] = useState(0);
  const enabled = load !== null;

  useEffect(() => {
    if (!load) {
      setState({ status: 'idle', data: undefined });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ status: 'error', data: previous.data, error }));
      },
    );
    return () => controller.abort();
    // `load` is a new function each render: the caller's deps say when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, retry, set };
}
