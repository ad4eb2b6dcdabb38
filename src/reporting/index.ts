export { reportError, startErrorReporting } from './error-reporting';
export type { ErrorReportingOptions } from './error-reporting';
export { scrubBreadcrumb, scrubEvent, scrubText, scrubUrl } from './scrub';
