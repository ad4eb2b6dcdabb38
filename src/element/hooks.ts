import { useSignals } from '@preact/signals-react/runtime';
import { runtime, type Runtime } from '../runtime';

/**
 * Every component that reads signals calls one of these first: with React 19 the signals binding
 * tracks reads only inside components that call useSignals().
 */
export function useRuntime(): Runtime {
  useSignals();
  return runtime;
}

/** The page's translate function; re-renders when translations or the locale change. */
export function useT(): Runtime['i18n']['t'] {
  useSignals();
  return runtime.i18n.t;
}
