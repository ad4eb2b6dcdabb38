import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads, resolved from this file rather than the working directory, so
 * `npx tsx demo/server/main.ts` works from anywhere (and from a test runner in another cwd).
 */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/', import.meta.url));
export const DEFAULT_WIDGETS_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));
export const DEFAULT_PAGES_DIR = fileURLToPath(new URL('../pages/', import.meta.url));
export const DEFAULT_MESSAGES_DIR = fileURLToPath(new URL('../../src/i18n/messages/', import.meta.url));
/** The demo's own address (`npm start`): links in e-mails point here unless PUBLIC_ORIGIN says otherwise. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://127.0.0.1:8080';
