/**
 * Where widget render errors go besides the console: nowhere until the page starts error
 * reporting (the portal does, when the provider sets a Sentry DSN). A setter rather than an
 * import of the reporting module keeps Sentry's code out of the shared runtime.
 */
let sink: ((error: unknown) => void) | null = null;

export function setWidgetErrorSink(next: ((error: unknown) => void) | null): void {
  sink = next;
}

export function widgetFailed(error: unknown): void {
  sink?.(error);
}
