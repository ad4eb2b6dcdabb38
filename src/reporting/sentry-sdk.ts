/**
 * The only parts of the Sentry SDK we use. Importing them by name here (and this module
 * dynamically) lets the bundler drop the rest of the SDK; a dynamic import of the package itself
 * would keep the whole namespace (replay, feedback, tracing) in the chunk.
 */
export { captureException, init } from '@sentry/browser';
