/**
 * Comments cite the project's own documents, never section numbers of the product specification
 * or of the design guide, which live outside this repository and which a newcomer does not have.
 * And every link-like citation (`docs/rules.md#<anchor>`, `src/api/API.md#<anchor>`,
 * `README.md#<anchor>`, `demo/server/README.md#<anchor>`, `widgets/<w>/README.md#<anchor>`) lands
 * on an anchor that exists: an `<a id="…">` or a heading's GitHub slug. A renamed heading or anchor fails here, naming the line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** History keeps the section numbers it was written with. */
const HISTORY = new Set(['CHANGELOG.md']);

/**
 * The pattern of `git grep -nE '(000|001) ?§|GUIDE ?§|spec ?§|§ ?[0-9]'`, except that a section of
 * an RFC (widgets/appointments/parts/calendar-link.test.ts cites one) is a public standard anyone
 * can read, not the specification.
 */
const SECTION_NUMBER = /(000|001) ?\u00a7|GUIDE ?\u00a7|spec ?\u00a7|(?<!RFC \d+ ?)\u00a7 ?[0-9]/;

/**
 * A citation of one of the project's documents, repository-rooted (in comments and code spans) or
 * relative to the citing file (in a Markdown link target).
 */
const CITATION =
  /(?<![\w/.-])((?:\.{1,2}\/)*)((?:docs\/rules|src\/api\/API|demo\/server\/README|widgets\/[\w-]+\/README|README)\.md)#([\w-]+)/g;

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path !== '' && existsSync(join(root, path)) && statSync(join(root, path)).isFile());

/** Text files only: a NUL byte in the first few kilobytes marks a binary one. */
function text(path: string): string | null {
  const buffer = readFileSync(join(root, path));
  if (buffer.subarray(0, 8000).includes(0)) return null;
  return buffer.toString('utf8');
}

/** GitHub's heading slug: lower case, punctuation dropped, spaces become hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors of a Markdown file: its `<a id>`s and its headings' slugs (repeats get -1, -2 …). */
function anchorsOf(path: string): Set<string> {
  const cached = anchorCache.get(path);
  if (cached) return cached;
  const anchors = new Set<string>();
  const source = existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : '';
  for (const match of source.matchAll(/<a id="([^"]+)"/g)) anchors.add(match[1]!);
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  anchorCache.set(path, anchors);
  return anchors;
}

describe('citations', () => {
  it('no tracked file cites a spec or GUIDE section number', () => {
    const found: string[] = [];
    for (const path of tracked.filter((file) => !HISTORY.has(file))) {
      const source = text(path);
      if (source === null) continue;
      source.split('\n').forEach((line, index) => {
        if (SECTION_NUMBER.test(line)) found.push(`${path}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('every citation of docs/rules.md, API.md or a README points to an anchor that exists', () => {
    const broken: string[] = [];
    let cited = 0;
    for (const path of tracked) {
      if (HISTORY.has(path)) continue;
      const source = text(path);
      if (source === null) continue;
      source.split('\n').forEach((line, index) => {
        for (const match of line.matchAll(CITATION)) {
          const [whole, prefix, target, anchor] = match as unknown as [string, string, string, string];
          const inLink = line.slice(0, match.index).endsWith('](');
          const relative = prefix !== '' || (inLink && path.endsWith('.md'));
          const file = relative ? posix.normalize(posix.join(posix.dirname(path), prefix + target)) : target;
          cited += 1;
          if (!anchorsOf(file).has(anchor)) broken.push(`${path}:${index + 1}: ${whole} (no anchor "${anchor}" in ${file})`);
        }
      });
    }
    expect(broken).toEqual([]);
    expect(cited).toBeGreaterThan(0);
  });
});
