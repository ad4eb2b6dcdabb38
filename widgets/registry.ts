/**
 * Which widgets exist and how to load each one's chunk. The loader uses it to load a tag when it
 * first appears; the portal uses it to tell a built widget from a route still to come.
 */
export const WIDGET_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  'rad-deny': () => import('./deny/index'),
  'rad-page': () => import('./page/index'),
  'rad-portal': () => import('./portal/index'),
  'rad-email-preview': () => import('./email-preview/index'),
  'rad-iframe-test': () => import('./iframe-test/index'),
  'rad-auth': () => import('./auth/index'),
};

export function isBuiltWidget(tag: string): boolean {
  return Object.hasOwn(WIDGET_LOADERS, tag);
}

/** Loads a widget's chunk once; resolves when its element is defined. */
export async function loadWidget(tag: string): Promise<void> {
  const importer = WIDGET_LOADERS[tag];
  if (!importer) throw new Error(`no widget for <${tag}>`);
  if (!customElements.get(tag)) await importer();
  await customElements.whenDefined(tag);
}
