/**
 * The built-in texts cover every key the portal shell, the deny page and the error states use,
 * found in their sources (so a new key cannot be forgotten), and are word for word en-AU.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageKeyForStatus } from '../api/errors';
import enAU from './messages/en-AU.json';
import { FALLBACK_MESSAGES } from './fallback-messages';

const SHIPPED: Record<string, string> = enAU;
const repo = fileURLToPath(new URL('../../', import.meta.url));

/** Sources that render while translations may be missing: the shell, deny, errors, routes' titles. */
const SOURCE_DIRS = ['widgets/portal', 'widgets/deny', 'src/element', 'src/ui', 'src/api', 'src/router'];

/** Request and form schemas: their keys are shown by a widget's form, after its dictionary has loaded. */
const NOT_SHELL = new Set(['src/api/schemas']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SHELL.has(path) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.|fixtures\.ts$|\.stories\./.test(entry.name) ? [path] : [];
  });
}

/** Every quoted string in those sources that is a shipped translation key. */
function keysUsedInSources(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = readFileSync(join(repo, file), 'utf8');
    for (const [, key] of text.matchAll(/['"`]([a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+)['"`]/g)) {
      if (key && key in SHIPPED && !used.has(key)) used.set(key, file);
    }
  }
  return used;
}

describe('built-in fallback texts', () => {
  it('finds the keys it guards (the scan itself works)', () => {
    const used = keysUsedInSources();
    for (const key of ['message.deny_expired', 'footer.copyright', 'nav.home', 'error.config_failed', 'page.deny_title']) {
      expect(used.has(key), key).toBe(true);
    }
  });

  it('has every key the shell, deny and error states use', () => {
    const used = [...keysUsedInSources()].map(([key, file]) => `${key} (${file})`);
    // Keys built at run time: the server error texts by status.
    const statuses = [400, 404, 500, 501, 502, 503, 504, 505, 599].map((status) => messageKeyForStatus(status));
    const missing = [...used, ...statuses].filter((entry) => !(entry.split(' ')[0]! in FALLBACK_MESSAGES));
    expect(missing).toEqual([]);
  });

  it('is word for word the shipped en-AU text', () => {
    for (const [key, text] of Object.entries(FALLBACK_MESSAGES)) expect({ key, text }).toEqual({ key, text: SHIPPED[key] });
  });
});
