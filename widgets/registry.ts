/**
 * The widgets a portal route can show, and how to load each one's chunk: the portal's RouteOutlet
 * uses it to tell a built widget from a route still to come. The loader (rad-widgets.ts) adds the
 * portal itself, so nothing here imports the portal and the portal → registry import is no cycle.
 *
 * One folder a widget: tag `rad-x` lives in `widgets/x/` (`x.element.ts`, `index.ts`). Rollup's
 * entries are derived from the folders; widgets/registry.node.test.ts holds this list, the
 * folders, the build entries and the JSX typings to each other.
 */
export const WIDGET_LOADERS = {
  'rad-deny': () => import('./deny/index'),
  'rad-page': () => import('./page/index'),
  'rad-email-preview': () => import('./email-preview/index'),
  'rad-iframe-test': () => import('./iframe-test/index'),
  'rad-auth': () => import('./auth/index'),
  'rad-questionnaire': () => import('./questionnaire/index'),
  'rad-booking': () => import('./booking/index'),
  'rad-image-viewer': () => import('./image-viewer/index'),
  'rad-image-viewer-access': () => import('./image-viewer-access/index'),
  'rad-report-feedback': () => import('./report-feedback/index'),
  'rad-check-in': () => import('./check-in/index'),
  'rad-chat': () => import('./chat/index'),
  'rad-appointments': () => import('./appointments/index'),
  'rad-booking-requests': () => import('./booking-requests/index'),
  'rad-results': () => import('./results/index'),
} as const satisfies Readonly<Record<`rad-${string}`, () => Promise<unknown>>>;

/** The portal's tag: loaded by the loader, never by a route. */
export const PORTAL_TAG = 'rad-portal';

/** Every shipped element. */
export type WidgetTag = keyof typeof WIDGET_LOADERS | typeof PORTAL_TAG;

export function isBuiltWidget(tag: string): boolean {
  return Object.hasOwn(WIDGET_LOADERS, tag);
}

/** Loads a widget's chunk once; resolves when its element is defined. */
export async function loadWidget(tag: string): Promise<void> {
  const importer = (WIDGET_LOADERS as Readonly<Record<string, () => Promise<unknown>>>)[tag];
  if (!importer) throw new Error(`no widget for <${tag}>`);
  if (!customElements.get(tag)) await importer();
  await customElements.whenDefined(tag);
}
