/**
 * docs/rules.md stays true: the files, functions and test titles it cites exist, and every constant
 * it states has that value in code. A rule that moves or a number that changes fails here, so the
 * document is fixed in the same commit as the code.
 *
 * The document's machine-read lines (one rule per `<a id>` anchor):
 *   - Constant: `NAME` = `value` in `path`      (NAME may be dotted: `LIMITS.perSession.count`)
 *   - Server: `path` › `fn`, `fn`                 (or "none", with the reason)
 *   - Browser: `path` › `fn`, `fn`
 *   - Test: `path` › "a test's title as written in that file"
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DOC_PATH = 'docs/rules.md';
const doc = readFileSync(join(root, DOC_PATH), 'utf8');
const lines = doc.split('\n');

const ANCHOR = /<a id="([^"]+)"><\/a>/g;
const CONSTANT = /^- Constant: `([A-Za-z_$][\w$.]*)` = `([^`]+)` in `([^`]+)`/;
const CODE_REF = /^- (Server|Browser): `([^`]+)` › (.+)$/;
const TEST_REF = /^- Test: `([^`]+)` › "(.+)"\s*$/;
/** Repository paths written in code spans (not API paths, which start with a slash). */
const REPO_PATH = /`((?:src|demo|widgets|test|stories|docs)\/[\w./@-]+)`/g;

interface Rule {
  id: string;
  line: number;
  body: string[];
}

/** A rule is an anchor followed by a `###` heading; it runs to the next anchor or `##` heading. */
function rules(): Rule[] {
  const found: Rule[] = [];
  let current: Rule | null = null;
  lines.forEach((text, index) => {
    const anchor = /^<a id="([^"]+)"><\/a>$/.exec(text.trim());
    if (anchor || /^## /.test(text)) current = null;
    if (anchor && /^### /.test(lines[index + 1] ?? '')) {
      current = { id: anchor[1]!, line: index + 1, body: [] };
      found.push(current);
    } else if (current) current.body.push(text);
  });
  return found;
}

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const ruleList = rules();
const gapsAt = doc.indexOf('\n## Gaps');
const gaps = gapsAt >= 0 ? doc.slice(gapsAt) : '';

/** A constant's value: the module's export when it has one, else the literal written in its source. */
async function valueOf(path: string, name: string): Promise<unknown> {
  const [head, ...rest] = name.split('.');
  const source = read(path);
  let value: unknown;
  if (new RegExp(`export const ${head}\\b`).test(source)) {
    const module = (await import(pathToFileURL(join(root, path)).href)) as Record<string, unknown>;
    value = module[head!];
  } else {
    const literal = new RegExp(`const ${head}\\s*(?::[^=]+)?=\\s*([^;\\n]+)`).exec(source)?.[1]?.trim();
    if (literal === undefined) throw new Error(`${path} defines no constant ${head}`);
    // A number or a product of numbers (`10 * 60_000`), which is how this repository writes them.
    if (!/^[\d_.]+(\s*\*\s*[\d_.]+)*$/.test(literal)) throw new Error(`${head} in ${path} is not a plain number: ${literal}`);
    value = literal
      .split('*')
      .map((factor) => Number(factor.trim().replace(/_/g, '')))
      .reduce((product, factor) => product * factor, 1);
  }
  for (const key of rest) value = (value as Record<string, unknown>)[key];
  return value;
}

/** What the document wrote, read as the value's kind: regular expressions and dates as text, the rest as JSON. */
function stated(actual: unknown, written: string): unknown {
  return actual instanceof RegExp || actual instanceof Date ? written : JSON.parse(written);
}

function comparable(actual: unknown): unknown {
  if (actual instanceof RegExp) return String(actual);
  if (actual instanceof Date) return actual.toISOString();
  return actual;
}

/** The name is defined in the file: a function, a const, a class, a method or an object member. */
function defines(source: string, name: string): boolean {
  const n = name.replace(/[$]/g, '\\$');
  return new RegExp(
    `\\b(function\\s*\\*?\\s*|const\\s+|let\\s+|class\\s+|interface\\s+|type\\s+)${n}\\b|^\\s*(async\\s+)?${n}\\s*[(<]|\\b${n}\\s*[:=]\\s*(async\\s*)?\\(`,
    'm',
  ).test(source);
}

describe(`${DOC_PATH} anchors`, () => {
  it('are unique, lower-case words joined by hyphens, and every rule has one', () => {
    const ids = [...doc.matchAll(ANCHOR)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id, id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('every in-page link names an anchor', () => {
    const ids = new Set([...doc.matchAll(ANCHOR)].map((match) => match[1]!));
    const links = [...doc.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!);
    expect(links.filter((link) => !ids.has(link))).toEqual([]);
  });

  it('every rule says where the server stands and which test proves it, or is listed under Gaps', () => {
    for (const rule of ruleList) {
      const body = rule.body.join('\n');
      expect(body, `#${rule.id} (line ${rule.line}) needs a "- Server:" line`).toMatch(/^- Server: /m);
      const noServer = /^- Server: none\b/m.test(body) && !/^- Server: none — a browser rule/m.test(body);
      const noTest = !/^- Test: /m.test(body);
      if (noServer || noTest) expect(gaps, `#${rule.id} has no server check or no test: list it under Gaps`).toContain(`(#${rule.id})`);
    }
  });
});

describe(`${DOC_PATH} cites what exists`, () => {
  it('every repository path', () => {
    const paths = [...new Set([...doc.matchAll(REPO_PATH)].map((match) => match[1]!.replace(/[.,:;]$/, '')))];
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('every function or name on a Server or Browser line is defined in its file', () => {
    const missing: string[] = [];
    for (const text of lines) {
      const match = CODE_REF.exec(text);
      if (!match) continue;
      const [, , path, names] = match;
      const source = read(path!);
      for (const [, name] of names!.matchAll(/`([A-Za-z_$][\w$]*)`/g)) if (!defines(source, name!)) missing.push(`${path} › ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('every test title occurs in its test file', () => {
    const cited = lines.map((text) => TEST_REF.exec(text)).filter((match) => match !== null);
    expect(cited.length).toBeGreaterThan(60);
    const missing = cited.filter(([, path, title]) => !read(path!).includes(title!)).map(([, path, title]) => `${path} › "${title}"`);
    expect(missing).toEqual([]);
  });

  it('every Test line names a test file', () => {
    for (const text of lines) {
      const match = /^- Test: `([^`]+)`/.exec(text);
      if (match) expect(match[1], text).toMatch(/\.(test|e2e\.test)\.tsx?$/);
    }
  });
});

describe(`${DOC_PATH} states the values the code has`, () => {
  const constants = lines.map((text) => CONSTANT.exec(text)).filter((match) => match !== null);

  it('names constants', () => {
    expect(constants.length).toBeGreaterThan(60);
  });

  it.each(constants.map(([, name, value, path]) => [name!, value!, path!]))('%s = %s (%s)', async (name, written, path) => {
    const actual = await valueOf(path, name);
    expect(actual, `${name} in ${path}`).not.toBeUndefined();
    expect(comparable(actual)).toEqual(stated(actual, written));
  });
});
