import { createContext, useContext } from 'react';

/** What a widget's components may know about the element they render in. */
export interface WidgetContextValue {
  tag: string;
  host: HTMLElement;
  shadowRoot: ShadowRoot;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget() outside a rad widget');
  return value;
}
