/**
 * The layer rules of GUIDE §1, as one small ESLint rule (`rad/boundaries`):
 * - `src/` is the shared runtime and knows no widget: it never imports from `widgets/`;
 * - a widget never reaches into another widget's files: from `widgets/a/…` only
 *   `widgets/b/index` (its public face) of another widget may be imported.
 * Paths are resolved against the importing file, so `../kiosk/x` inside one widget is fine.
 */
import path from 'node:path';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);

/** `widgets/<name>/…` → name; top-level files in widgets/ (the loader, the registry) → null. */
function widgetOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep);
  return relative[0] === 'widgets' && relative.length > 2 ? relative[1] : null;
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
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const inSrc = path.relative(ROOT, file).split(path.sep)[0] === 'src';
    const ownWidget = widgetOf(file);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
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
