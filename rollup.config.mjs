/**
 * Builds the shipped widgets into dist/:
 *   rad-widgets.js          the loader (discovers rad-* tags, loads their chunks)
 *   rad-<widget>.js         one entry per widget, for bundlers and direct script tags
 *   chunks/runtime-*.js     the ONE shared runtime chunk (React, signals, store, i18n, API, UI)
 *   chunks/*.js             on-demand parts (sanitizer, …)
 * All widget entries import the same runtime chunk, so a page gets one React, one store and
 * one i18n instance however many widgets it holds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import precompress from 'rollup-plugin-gzip';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * Every widget entry, tag → source, from the folders: `widgets/x/x.element.ts` is the widget
 * `rad-x` with its entry `widgets/x/index.ts` (widgets/registry.node.test.ts checks the rest).
 */
export const WIDGET_ENTRIES = Object.fromEntries(
  readdirSync(new URL('./widgets/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`./widgets/${entry.name}/${entry.name}.element.ts`, import.meta.url)))
    .map((entry) => [`rad-${entry.name}`, `widgets/${entry.name}/index.ts`])
    .sort(([a], [b]) => a.localeCompare(b)),
);

/** Loaded on demand, so they stay out of the runtime chunk (see the importing modules' comments). */
const ON_DEMAND = [
  '/node_modules/dompurify/',
  '/node_modules/@lit-labs/ssr-dom-shim/',
  '/node_modules/@formatjs/icu-messageformat-parser/index',
  '/node_modules/@formatjs/icu-skeleton-parser/',
];

/** Every widget imports defineWidget; what it reaches statically is what every widget needs. */
const RUNTIME_ROOT = fileURLToPath(new URL('./src/element/define-widget.tsx', import.meta.url));
let runtimeModules = null;

function reachableFrom(root, getModuleInfo) {
  const seen = new Set();
  const queue = [root];
  while (queue.length) {
    const id = queue.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    if (info) queue.push(...info.importedIds);
  }
  return seen;
}

/**
 * The ONE shared runtime chunk: defineWidget and everything it reaches (React, signals, store,
 * i18n, API client, base UI). Anything else travels with the widgets that use it; when several
 * do, rollup shares it in a chunk of its own, so no widget pays for another's code.
 */
function manualChunks(id, { getModuleInfo }) {
  const path = id.replaceAll('\\', '/');
  if (ON_DEMAND.some((part) => path.includes(part))) return undefined;
  runtimeModules ??= reachableFrom(RUNTIME_ROOT, getModuleInfo);
  return runtimeModules.has(id) ? 'runtime' : undefined;
}

/**
 * formatjs imports its ICU parser statically; we parse dictionaries once, with a parser loaded
 * on demand (src/i18n/compile.ts), so every other importer gets the parser-less entry.
 */
function parserOnDemand() {
  return {
    name: 'rad-parser-on-demand',
    async resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser' || !importer || importer.includes('/src/i18n/')) return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
    },
  };
}

/**
 * Subresource Integrity for the files a page names in a script tag (the loader and each entry):
 * written to dist/integrity.json and printed for the loader, so a provider can pin
 * `<script type="module" src=".../rad-widgets.js" integrity="sha384-…" crossorigin>`. Chunks are
 * loaded by the browser's module graph (no integrity attribute applies there); their names carry
 * their content hash instead.
 */
function integrity() {
  return {
    name: 'rad-integrity',
    generateBundle(_options, bundle) {
      const hashes = {};
      for (const file of Object.values(bundle)) {
        // Emitted worker chunks are entries too, but hashed under chunks/ like any chunk: no tag names them.
        if (file.type !== 'chunk' || !file.isEntry || file.fileName.startsWith('chunks/')) continue;
        hashes[file.fileName] = `sha384-${createHash('sha384').update(file.code).digest('base64')}`;
      }
      const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({ type: 'asset', fileName: 'integrity.json', source: `${JSON.stringify(sorted, null, 2)}\n` });
      console.log(`rad-widgets.js integrity ${sorted['rad-widgets.js']}`);
    },
  };
}

/**
 * maplibre-gl runs its tile work in a worker that is a file of its own. The clinic map points it
 * at `chunks/maplibre-gl-worker.mjs` (widgets/booking/map/load-maplibre.ts), so the build puts it
 * there; without it the map fails with "Worker failed to load".
 */
function maplibreWorker() {
  return {
    name: 'rad-maplibre-worker',
    generateBundle() {
      const source = readFileSync(new URL('./node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url));
      this.emitFile({ type: 'asset', fileName: 'chunks/maplibre-gl-worker.mjs', source });
    },
  };
}

/**
 * Our own workers: `new Worker(new URL('./x-worker.ts', import.meta.url), { type: 'module' })`
 * in a source (the form Vite, Storybook and the test runner read as is) becomes a chunk of its own
 * (`chunks/x-worker-[hash].js`) and the URL rollup's, relative to wherever the calling chunk lands.
 */
const WORKER_URL = /new URL\((['"])(\.\/[\w-]+-worker)\.ts\1,\s*import\.meta\.url\)/g;

function workerChunks() {
  return {
    name: 'rad-worker-chunks',
    async transform(code, id) {
      if (!code.includes('-worker.ts')) return null;
      let result = code;
      for (const match of [...code.matchAll(WORKER_URL)]) {
        const resolved = await this.resolve(`${match[2]}.ts`, id);
        if (!resolved) this.error(`worker ${match[2]}.ts not found from ${id}`);
        const ref = this.emitFile({ type: 'chunk', id: resolved.id, name: match[2].slice(2) });
        result = result.replace(match[0], `new URL(import.meta.ROLLUP_FILE_URL_${ref})`);
      }
      return result === code ? null : { code: result, map: null };
    },
  };
}

/** rollup does not clean its output folder; stale chunks would be served and measured. */
function cleanDist() {
  return {
    name: 'rad-clean-dist',
    buildStart() {
      rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
    },
  };
}

/**
 * `x.js.br` and `x.js.gz` beside each text file of the build, compressed once, so a server answers
 * them without compressing per request (the demo server's serveStatic does; so do nginx's
 * `gzip_static`/`brotli_static`). Source maps are left out: only developer tools fetch them.
 * cleanDist removes the old ones with the rest. Brotli 9, not 11: 11 saves 8% more of the 3 MB
 * but costs 12 s of CPU per build against 3 s.
 */
const PRECOMPRESSED = { filter: /\.(m?js|css|json|svg|html)$/, minSize: 1024 };
const BROTLI_QUALITY = 9;
const brotli = promisify(brotliCompress);

function precompressed() {
  return [
    precompress({ ...PRECOMPRESSED, gzipOptions: { level: 9 } }),
    precompress({
      ...PRECOMPRESSED,
      fileName: '.br',
      customCompression: (content) => brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    }),
  ];
}

export default {
  input: { 'rad-widgets': 'widgets/rad-widgets.ts', ...WIDGET_ENTRIES },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks,
    sourcemap: true,
  },
  preserveEntrySignatures: 'exports-only',
  plugins: [
    cleanDist(),
    parserOnDemand(),
    integrity(),
    maplibreWorker(),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('production'), __RAD_VERSION__: JSON.stringify(pkg.version) },
    }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', minify: true, legalComments: 'none' }),
    workerChunks(),
    ...precompressed(),
  ],
  onwarn(warning, warn) {
    // React's "use client" directives mean nothing outside a framework.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};
