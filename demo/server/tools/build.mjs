/**
 * The production build of the reference server: demo/server/main.ts and everything it imports from
 * this repository compiled into one ES module, `build/server/main.js`, that plain `node` runs (no
 * TypeScript loader). Packages stay imports of node_modules.
 *
 * The server reads files beside its sources (migrations, the chat's client scripts, demo pages,
 * message files) through `import.meta.url`. In the bundle each module's `import.meta.url` is made
 * to mean that module's source file again, so those files are read where they are.
 *
 *   node demo/server/tools/build.mjs            (npm run build:server)
 *   node --enable-source-maps build/server/main.js   (npm run start:prod builds both, then this)
 * It reads the sources where they are, so run it from a checkout (with node_modules and, for the
 * pages, the widgets' build in dist/).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** `--outdir <folder>` (tests build elsewhere); default build/server. */
const outdirArgument = process.argv.indexOf('--outdir');
const OUT_DIR = outdirArgument > 0 ? path.resolve(process.argv[outdirArgument + 1]) : path.join(ROOT, 'build', 'server');

/** `import.meta.url` of a source file, as an expression in the bundle (which lives in OUT_DIR). */
function sourceUrlExpression(file) {
  const relative = path.relative(OUT_DIR, file).split(path.sep).join('/');
  return `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
}

const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(compiler) {
    compiler.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll('import.meta.url', sourceUrlExpression(args.path)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

const started = Date.now();
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: { main: 'demo/server/main.ts' },
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [keepSourceUrls],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `server: ${path.relative(ROOT, path.join(OUT_DIR, 'main.js'))} (${Math.round(bytes / 1024)} KB with its map) in ${Date.now() - started} ms`,
);
