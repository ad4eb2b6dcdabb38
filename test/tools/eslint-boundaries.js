/**
 * The layer rules (README.md#architecture-in-a-few-lines), as one small ESLint rule (`rad/boundaries`):
 * - `src/` is the shared runtime and knows no widget: it never imports from `widgets/`;
 * - a widget never reaches into another widget's files: from `widgets/a/…` only
 *   `widgets/b/index` (its public face) of another widget may be imported.
 * - the reference server's layers point one way (demo/server/README.md#code): `demo/server/http/` is the shared
 *   pipeline and knows no feature and no domain; `demo/server/domain/` knows no route; a feature
 *   reaches the booking domain core through its public `domain/booking/index`.
 * Paths are resolved against the importing file, so `../kiosk/x` inside one widget is fine.
 */
import path from 'node:path';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);

/** `widgets/<name>/…` → name; top-level files in widgets/ (the loader, the registry) → null. */
function widgetOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep);
  return relative[0] === 'widgets' && relative.length > 2 ? relative[1] : null;
}

/** `demo/server/<layer>/…` → layer (`http`, `domain`, `features`, …); anything else → null. */
function serverLayerOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep);
  return relative[0] === 'demo' && relative[1] === 'server' && relative.length > 3 ? relative[2] : null;
}

function isIndex(file) {
  return /^index(\.tsx?)?$/.test(path.basename(file));
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'src/ imports no widget; a widget imports only other widgets’ index' },
    schema: [],
    messages: {
      srcImportsWidget: 'src/ is the shared runtime and knows no widget: move "{{source}}" down to src/ or invert the dependency.',
      widgetInternals: 'Import another widget only through its public index ("widgets/{{widget}}/index"), not "{{source}}".',
      httpImportsFeature:
        'demo/server/http/ is the shared pipeline and knows no feature or domain: "{{source}}" belongs in the feature that needs it.',
      domainImportsRoutes: 'The domain core knows no route: "{{source}}" is a routes module; call queries or services instead.',
      domainInternals: 'Features reach the booking domain core through its index ("domain/booking/index"), not "{{source}}".',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const inSrc = path.relative(ROOT, file).split(path.sep)[0] === 'src';
    const ownWidget = widgetOf(file);
    const ownLayer = serverLayerOf(file);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const targetLayer = serverLayerOf(target);
      const isTest = /\.test\.tsx?$/.test(file);
      if (ownLayer === 'http' && !isTest && (targetLayer === 'features' || targetLayer === 'domain')) {
        context.report({ node: node.source, messageId: 'httpImportsFeature', data: { source } });
        return;
      }
      if (ownLayer === 'domain' && targetLayer === 'features' && /(^|\/)routes(\.ts)?$/.test(source)) {
        context.report({ node: node.source, messageId: 'domainImportsRoutes', data: { source } });
        return;
      }
      if (ownLayer !== 'domain' && targetLayer === 'domain' && !isTest && !(isIndex(target) || path.basename(target) === 'booking')) {
        context.report({ node: node.source, messageId: 'domainInternals', data: { source } });
        return;
      }
      const targetTop = path.relative(ROOT, target).split(path.sep)[0];
      if (inSrc && targetTop === 'widgets') {
        context.report({ node: node.source, messageId: 'srcImportsWidget', data: { source } });
        return;
      }
      const targetWidget = widgetOf(target);
      if (
        ownWidget &&
        targetWidget &&
        targetWidget !== ownWidget &&
        !(path.dirname(target) === path.join(ROOT, 'widgets', targetWidget) && isIndex(target))
      ) {
        context.report({ node: node.source, messageId: 'widgetInternals', data: { source, widget: targetWidget } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries } };
