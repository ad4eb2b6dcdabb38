/**
 * The package as a provider's web team gets it (README "Embedding"): `npm pack`, installed into a
 * scratch project in a temporary folder. A bundler (rollup) builds `import 'rad-widgets/rad-deny'`
 * and a plain page loads the loader from the package as a CDN serves it; both pages live on
 * another origin than the reference server (allowed with `allowedOrigins`) and must render
 * <rad-deny> with the seeded provider's text. The package's types compile in a host's TypeScript,
 * and a wrong use of them fails. Needs `npm run build` first (as all e2e tests).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../demo/server/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../..', import.meta.url));
const requireFromRepo = createRequire(join(repo, 'package.json'));
const EXPIRED = 'This link has expired. Please contact the clinic for a new link.';

let scratch: string;
let tarball: string;
let packedFiles: string[];
let site: Server;
let siteUrl: string;
let api: RunningServer;
let browser: Browser;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** The provider's own site: static files of the scratch project, nothing else. */
function serveStatic(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function npm(args: string[], cwd: string) {
  return run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'rad-package-'));
  const packed = await npm(['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], repo);
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  tarball = join(scratch, info!.filename);
  packedFiles = info!.files.map((file) => file.path);

  const app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'provider-site', private: true, type: 'module' }));
  await npm(['install', '--offline', '--ignore-scripts', tarball], app);

  site = await serveStatic(app);
  const address = site.address() as { port: number };
  siteUrl = `http://127.0.0.1:${address.port}`;
  api = await startServer({ allowedOrigins: [siteUrl] });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
  site?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

function page(body: string, script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Provider</title>
<link rel="icon" href="data:,"><meta name="rad-api-base" content="${api.url}">
<script type="module" src="${script}"></script></head>
<body><main><rad-deny status="EXPIRED"></rad-deny>${body}</main></body></html>`;
}

async function renderedMessage(path: string): Promise<{ text: string; problems: string[] }> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const problems: string[] = [];
  tab.on('pageerror', (error) => problems.push(error.message));
  tab.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  tab.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await tab.goto(`${siteUrl}${path}`);
  const heading = tab.locator('rad-deny [part="message"]');
  await heading.waitFor({ timeout: 20_000 });
  const text = (await heading.textContent()) ?? '';
  await context.close();
  return { text, problems };
}

describe('the packed tarball', () => {
  it('ships the built widgets, their types and docs, and no server, demo, test or story', () => {
    for (const file of [
      'package.json',
      'README.md',
      'CHANGELOG.md',
      'dist/rad-widgets.js',
      'dist/rad-deny.js',
      'dist/types/rad-deny.d.ts',
      'dist/types/elements.d.ts',
      'dist/types/jsx.d.ts',
      'dist/custom-elements.json',
      'dist/vscode.html-custom-data.json',
      'dist/integrity.json',
    ]) {
      expect(packedFiles, file).toContain(file);
    }
    expect(packedFiles.some((file) => /^dist\/chunks\/runtime-[\w-]+\.js$/.test(file))).toBe(true);
    const outside = packedFiles.filter(
      (file) => !file.startsWith('dist/') && !['package.json', 'README.md', 'CHANGELOG.md'].includes(file),
    );
    expect(outside).toEqual([]);
    const sourcesOrTests = packedFiles.filter((file) =>
      /(^|\/)(demo|server|test|stories|tools)\/|\.test\.|\.stories\.|\.ts$/.test(file.replace(/\.d\.ts$/, '')),
    );
    expect(sourcesOrTests).toEqual([]);
    // The build's .br and .gz copies are for the demo server; a bundler or CDN compresses for itself.
    expect(packedFiles.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('installs with nothing else: the build bundles every dependency', () => {
    const installed = readdirSync(join(scratch, 'app/node_modules')).filter((name) => !name.startsWith('.'));
    expect(installed, 'move runtime libraries to devDependencies: dist/ bundles them').toEqual(['rad-widgets']);
  });

  it('exports every widget entry, its types, and the manifest', () => {
    const manifest = JSON.parse(readFileSync(join(scratch, 'app/node_modules/rad-widgets/dist/custom-elements.json'), 'utf8')) as {
      modules: { path: string; declarations: { tagName: string }[] }[];
    };
    const tags = manifest.modules.flatMap((module) => module.declarations.map((d) => d.tagName));
    expect(tags).toContain('rad-deny');
    const resolve = createRequire(join(scratch, 'app/package.json')).resolve;
    for (const tag of tags) {
      expect(resolve(`rad-widgets/${tag}`)).toBe(join(scratch, `app/node_modules/rad-widgets/dist/${tag}.js`));
      expect(existsSync(join(scratch, `app/node_modules/rad-widgets/dist/types/${tag}.d.ts`)), tag).toBe(true);
    }
    expect(resolve('rad-widgets')).toBe(join(scratch, 'app/node_modules/rad-widgets/dist/rad-widgets.js'));
  });
});

describe('a provider site with the package', () => {
  it('bundled with rollup from `import "rad-widgets/rad-deny"`, renders <rad-deny> from the reference server', async () => {
    const app = join(scratch, 'app');
    writeFileSync(join(app, 'main.js'), "import 'rad-widgets/rad-deny';\n");
    const { rollup } = (await import(requireFromRepo.resolve('rollup'))) as typeof import('rollup');
    const { nodeResolve } = (await import(
      requireFromRepo.resolve('@rollup/plugin-node-resolve')
    )) as typeof import('@rollup/plugin-node-resolve');
    const bundle = await rollup({ input: join(app, 'main.js'), plugins: [nodeResolve({ browser: true })] });
    await bundle.write({ dir: join(app, 'bundled'), format: 'es' });
    await bundle.close();
    expect(readFileSync(join(app, 'bundled/main.js'), 'utf8')).not.toContain('rad-widgets/');
    writeFileSync(join(app, 'bundled/index.html'), page('', './main.js'));

    const { text, problems } = await renderedMessage('/bundled/');
    expect(text).toBe(EXPIRED);
    expect(problems).toEqual([]);
  });

  it('with one script tag, the loader from the package as a CDN serves it, renders <rad-deny>', async () => {
    writeFileSync(join(scratch, 'app/cdn.html'), page('', '/node_modules/rad-widgets/dist/rad-widgets.js'));
    const { text, problems } = await renderedMessage('/cdn.html');
    expect(text).toBe(EXPIRED);
    expect(problems).toEqual([]);
  });
});

describe("the package's types in a host's TypeScript", () => {
  const GOOD = `
import 'rad-widgets/rad-deny';
import type {} from 'rad-widgets/jsx';
import type { RadDenyElement, RadEventDetails } from 'rad-widgets';

const deny: RadDenyElement = document.createElement('rad-deny');
deny.status = 'EXPIRED';
deny.showClose = true;
deny.addEventListener('rad-close', (event) => {
  const tag: string = event.detail.tag;
  event.preventDefault();
  console.log(tag);
});
document.querySelector('rad-auth')?.addEventListener('rad-navigate', (event) => console.log(event.detail.path.startsWith('/')));
document.querySelector('rad-page')?.addEventListener('rad-error', (event) => console.log(event.detail.messageKey, event.detail.status));
const detail: RadEventDetails['rad-navigate'] = { path: '/' };

export function Page() {
  return <rad-deny status="EXPIRED" show-close heading-level={2} onrad-close={(event) => console.log(event.detail.tag, detail)} />;
}
`;
  const BAD = `
import 'rad-widgets/rad-deny';
import type {} from 'rad-widgets/jsx';

const deny = document.createElement('rad-deny');
deny.addEventListener('rad-close', (event) => console.log(event.detail.path));
deny.showClose = 'yes';
export const view = <rad-deny show-close="yes" />;
`;

  async function typecheck(source: string): Promise<{ ok: boolean; output: string }> {
    const dir = mkdtempSync(join(scratch, 'app', 'types-'));
    writeFileSync(join(dir, 'main.tsx'), source);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
          // The host's React typings (a React 19 host has them); the package brings its own.
          paths: { react: [join(repo, 'node_modules/@types/react')], 'react/*': [join(repo, 'node_modules/@types/react/*')] },
        },
        files: ['main.tsx'],
      }),
    );
    // Inside the scratch app: its node_modules (the installed tarball) resolves 'rad-widgets'.
    const tsc = requireFromRepo.resolve('typescript/bin/tsc');
    try {
      const { stdout } = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: dir });
      return { ok: true, output: stdout };
    } catch (error) {
      return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
    }
  }

  it('the tag map, typed rad-* listeners and JSX compile', async () => {
    const result = await typecheck(GOOD);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it('a wrong detail, property or attribute fails', async () => {
    const { ok, output } = await typecheck(BAD);
    expect(ok).toBe(false);
    expect(output).toMatch(/main\.tsx\(6,\d+\).*Property 'path' does not exist/);
    expect(output).toMatch(/main\.tsx\(7,\d+\).*Type '"yes"' is not assignable to type 'boolean \| undefined'/);
    expect(output).toMatch(/main\.tsx\(8,\d+\).*not assignable to type 'RadDenyAttributes'/);
  });
});
