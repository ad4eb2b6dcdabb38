/**
 * Keeps a browser test's page where it is. Every test file runs in one page that the runner talks
 * to; a link followed, a form submitted or a native alert/confirm opened takes that page away or
 * blocks it, and the runner then waits for results that never come (until its 180 s ceiling)
 * instead of reporting a failure. Installed once per file: link clicks, also inside shadow roots
 * (click is composed), are recorded and not followed (a test asserts the href), and native dialogs
 * throw. (A form's submit does not leave a shadow root, so each widget form prevents it itself.)
 */
export interface StayOnPage {
  /** The hrefs of the links clicked, in order. */
  followed: string[];
}

export function stayOnPage(): StayOnPage {
  const state: StayOnPage = { followed: [] };
  document.addEventListener(
    'click',
    (event) => {
      const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && Boolean(node.href));
      if (!link) return;
      event.preventDefault();
      state.followed.push(link.href);
    },
    true,
  );
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    window[name] = () => {
      throw new Error(`window.${name}() would block the test page`);
    };
  }
  return state;
}

/**
 * Keeps a failed assertion reportable. The runner sends each test's error out of the page with
 * structuredClone; chai puts the compared values on the error (`actual`, `expected`), and a DOM
 * node (`expect(button).to.equal(null)` failing) cannot be cloned: the report throws
 * ("DataCloneError: HTMLButtonElement object could not be cloned"), the page never finishes, and
 * the runner hangs until its 180 s ceiling instead of naming the failure. This is what hung the
 * booking-request tests. After each failed test, such values are replaced by a description.
 */
export function cloneableFailures(): void {
  const describeValue = (value: unknown): unknown => {
    if (typeof Node !== 'undefined' && value instanceof Node) {
      return value instanceof Element ? `<${value.localName}> ${value.textContent?.trim().slice(0, 80) ?? ''}` : value.nodeName;
    }
    try {
      structuredClone(value);
      return value;
    } catch {
      return String(value);
    }
  };
  afterEach(function () {
    const error = this.currentTest?.err as (Error & { actual?: unknown; expected?: unknown }) | undefined;
    if (!error) return;
    if ('actual' in error) error.actual = describeValue(error.actual);
    if ('expected' in error) error.expected = describeValue(error.expected);
  });
}
