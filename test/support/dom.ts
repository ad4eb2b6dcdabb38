/** Small helpers for element tests: wait for a condition, read a widget's shadow content. */
export async function until<T>(probe: () => T | null | undefined | false, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function shadow(element: Element | null): ShadowRoot {
  const root = element?.shadowRoot;
  if (!root) throw new Error(`${element?.localName ?? 'element'} has no open shadow root`);
  return root;
}

/** Renders HTML into a fresh <main> and returns its first element. */
export function mount<E extends HTMLElement = HTMLElement>(html: string): E {
  let main = document.querySelector('main');
  if (!main) {
    main = document.createElement('main');
    document.body.append(main);
  }
  main.innerHTML = html;
  return main.firstElementChild as E;
}

/** Waits until a widget shows content other than its loading spinner. */
export async function rendered(element: Element, selector: string): Promise<Element> {
  return until(() => element.shadowRoot?.querySelector(selector), 5000, `${element.localName} to render ${selector}`);
}
